"use client";

import {
  type DeveloperProfile,
  type Education,
  type PlatformLink,
  platformLinkApprovalLabels,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { contracts } from "@/features/auth/navigation";
import { contractResolver } from "@/features/forms/resolver";
import { useFormTexts } from "@/features/forms/useFormTexts";
import { useToast } from "@/features/toast/ToastProvider";
import { useApi, useApiErrorToast } from "@/lib/api/hooks";
import { Field, FormActions, SavingFieldset, useSaveErrorHandler } from "./fields";
import type { AppLocale } from "./helpers";
import { useEducation, useRefreshDeveloper } from "./queries";

type EducationValues = {
  institution: string;
  degree: string;
  field: string;
  startYear: string;
  endYear: string;
};

const year = (s: string) => (s.trim() === "" ? null : Number(s));

function EducationForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations("Developer.education");
  const texts = useFormTexts();
  const api = useApi();
  const refresh = useRefreshDeveloper();
  const toast = useToast();
  const payload = (v: EducationValues) => ({
    institution: v.institution,
    degree: v.degree,
    field: v.field,
    startYear: year(v.startYear),
    endYear: year(v.endYear),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EducationValues>({
    defaultValues: { institution: "", degree: "", field: "", startYear: "", endYear: "" },
    resolver: contractResolver<EducationValues>({
      schema: async () => (await contracts()).EducationInput,
      toPayload: payload,
      texts,
      refine: (v) => {
        const s = year(v.startYear);
        const e = year(v.endYear);
        const out: Partial<Record<keyof EducationValues, string>> = {};
        if (s !== null && (!Number.isInteger(s) || s < 1950 || s > 2100))
          out.startYear = t("yearRange");
        if (e !== null && (!Number.isInteger(e) || e < 1950 || e > 2100))
          out.endYear = t("yearRange");
        else if (s !== null && e !== null && e < s) out.endYear = t("endBeforeStart");
        return out;
      },
    }),
  });
  const onError = useSaveErrorHandler(setError, {
    institution: "institution",
    degree: "degree",
    field: "field",
    startYear: "startYear",
    endYear: "endYear",
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await api("/developers/me/education", { method: "POST", body: payload(values) });
      await refresh();
      toast.success(t("saved"));
      onDone();
    } catch (error) {
      onError(error);
    }
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t("formLabel")}>
        <SavingFieldset saving={isSubmitting}>
          <Stack spacing={2.5}>
            <Field
              label={t("institution")}
              required
              registration={register("institution")}
              error={errors.institution}
            />
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <Field label={t("degree")} registration={register("degree")} error={errors.degree} />
              <Field label={t("field")} registration={register("field")} error={errors.field} />
            </Stack>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <Field
                label={t("startYear")}
                type="number"
                inputMode="numeric"
                registration={register("startYear")}
                error={errors.startYear}
              />
              <Field
                label={t("endYear")}
                type="number"
                inputMode="numeric"
                registration={register("endYear")}
                error={errors.endYear}
              />
            </Stack>
          </Stack>
        </SavingFieldset>
        <Box sx={{ mt: 2 }}>
          <FormActions
            saving={isSubmitting}
            submitLabel={t("save")}
            extra={
              <Button onClick={onDone} disabled={isSubmitting}>
                {t("cancel")}
              </Button>
            }
          />
        </Box>
      </Box>
    </Paper>
  );
}

/** Education: list, add and delete. */
export function EducationManager() {
  const t = useTranslations("Developer.education");
  const api = useApi();
  const refresh = useRefreshDeveloper();
  const showError = useApiErrorToast();
  const toast = useToast();
  const list = useEducation();
  const [adding, setAdding] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const items = list.data?.items ?? [];

  const remove = async (item: Education) => {
    if (!window.confirm(t("confirmDelete", { institution: item.institution }))) return;
    try {
      await api(`/developers/me/education/${item.id}`, { method: "DELETE" });
      await refresh();
      toast.success(t("deleted"));
      addRef.current?.focus();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Stack spacing={2}>
      {!list.isPending && items.length === 0 ? (
        <Typography color="text.secondary">{t("empty")}</Typography>
      ) : null}
      {items.length > 0 ? (
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label={t("listLabel")}>
          {items.map((item) => (
            <Box
              component="li"
              key={item.id}
              sx={{ py: 1.5, borderBottom: 1, borderColor: "divider" }}
            >
              <Typography fontWeight={700}>{item.institution}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[item.degree, item.field].filter(Boolean).join(" · ")}
                {item.startYear || item.endYear
                  ? ` (${item.startYear ?? "…"} – ${item.endYear ?? "…"})`
                  : ""}
              </Typography>
              <Button
                size="small"
                color="error"
                onClick={() => void remove(item)}
                aria-label={t("deleteNamed", { institution: item.institution })}
              >
                {t("delete")}
              </Button>
            </Box>
          ))}
        </Box>
      ) : null}
      {adding ? (
        <EducationForm
          onDone={() => {
            setAdding(false);
            requestAnimationFrame(() => addRef.current?.focus());
          }}
        />
      ) : (
        <Box>
          <Button ref={addRef} variant="outlined" onClick={() => setAdding(true)}>
            {t("add")}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

type PlatformValues = { platform: string; url: string };
const platformKeys = [
  "github",
  "gitlab",
  "linkedin",
  "stackoverflow",
  "portfolio",
  "other",
] as const;

/** Links to GitHub, GitLab, portfolio…: POST /platforms (reviewed by the team) and DELETE. */
export function PlatformsManager({ profile }: { profile: DeveloperProfile }) {
  const t = useTranslations("Developer.links");
  const locale = useLocale() as AppLocale;
  const texts = useFormTexts();
  const api = useApi();
  const refresh = useRefreshDeveloper();
  const showError = useApiErrorToast();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PlatformValues>({
    defaultValues: { platform: "github", url: "" },
    resolver: contractResolver<PlatformValues>({
      schema: async () => (await contracts()).CreatePlatformLinkRequest,
      toPayload: (v) => ({ platform: v.platform, url: v.url.trim() }),
      texts,
      refine: (v) =>
        v.url.trim() && !/^https?:\/\/\S+\.\S+/.test(v.url.trim()) ? { url: t("urlInvalid") } : {},
    }),
  });
  const onError = useSaveErrorHandler(setError, { url: "url", platform: "platform" });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await api("/platforms", {
        method: "POST",
        body: { platform: values.platform, url: values.url.trim() },
      });
      await refresh();
      reset({ platform: values.platform, url: "" });
      toast.success(t("saved"));
    } catch (error) {
      onError(error);
    }
  });
  const remove = async (link: PlatformLink) => {
    try {
      await api(`/platforms/${link.id}`, { method: "DELETE" });
      await refresh();
      toast.success(t("deleted"));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Stack spacing={2}>
      {profile.platforms.length === 0 ? (
        <Typography color="text.secondary">{t("empty")}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label={t("listLabel")}>
          {profile.platforms.map((link) => (
            <Box
              component="li"
              key={link.id}
              sx={{ py: 1, display: "flex", gap: 2, flexWrap: "wrap", alignItems: "center" }}
            >
              <Typography fontWeight={700}>{t(`platforms.${link.platform}`)}</Typography>
              <Link
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ wordBreak: "break-all" }}
              >
                {link.url}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {platformLinkApprovalLabels[link.approval][locale]}
              </Typography>
              <Button
                size="small"
                color="error"
                onClick={() => void remove(link)}
                aria-label={t("deleteNamed", { url: link.url })}
              >
                {t("delete")}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t("formLabel")}>
        <SavingFieldset saving={isSubmitting}>
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={2}
            sx={{ alignItems: { sm: "flex-start" } }}
          >
            <Box sx={{ minWidth: 180 }}>
              <Field
                label={t("platform")}
                registration={register("platform")}
                error={errors.platform}
                options={platformKeys.map((p) => ({ value: p, label: t(`platforms.${p}`) }))}
              />
            </Box>
            <Field
              label={t("url")}
              type="url"
              inputMode="url"
              required
              registration={register("url")}
              error={errors.url}
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={isSubmitting}
              sx={{ minWidth: 120, height: 56 }}
            >
              {isSubmitting ? t("adding") : t("add")}
            </Button>
          </Stack>
        </SavingFieldset>
      </Box>
    </Stack>
  );
}
