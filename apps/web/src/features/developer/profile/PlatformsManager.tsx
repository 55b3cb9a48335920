"use client";

import {
  type DeveloperProfile,
  Platform,
  type PlatformLink,
  platformLinkApprovalLabels,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { ExternalLink } from "@/components/ExternalLink";
import { Field, SavingFieldset } from "@/features/forms/Field";
import { useContractForm } from "@/features/forms/useContractForm";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import type { AppLocale } from "@/lib/format/locale";
import { useRefreshDeveloper } from "../queries";

type PlatformValues = { platform: Platform; url: string };

/** Links to GitHub, GitLab, portfolio…: POST /platforms (reviewed by the team) and DELETE. */
export function PlatformsManager({ profile }: { profile: DeveloperProfile }) {
  const t = useTranslations("Developer.links");
  const locale = useLocale() as AppLocale;
  const callRoute = useCall();
  const refresh = useRefreshDeveloper();
  const showError = useApiErrorToast();
  const toast = useToast();
  const form = useContractForm<PlatformValues>(
    "CreatePlatformLinkRequest",
    async (values) => {
      await callRoute(routes.platforms.create, {
        body: { platform: values.platform, url: values.url.trim() },
      });
      await refresh();
      form.reset({ platform: values.platform, url: "" });
      toast.success(t("saved"));
    },
    {
      defaultValues: { platform: "github", url: "" },

      toPayload: (v) => ({ platform: v.platform, url: v.url.trim() }),
      refine: (v) =>
        v.url.trim() && !/^https?:\/\/\S+\.\S+/.test(v.url.trim()) ? { url: t("urlInvalid") } : {},
    },
  );

  const remove = async (link: PlatformLink) => {
    try {
      await callRoute(routes.platforms.remove, { params: { id: link.id } });
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
              <ExternalLink href={link.url} wrap>
                {link.url}
              </ExternalLink>
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
      <Box component="form" noValidate onSubmit={form.onSubmit} aria-label={t("formLabel")}>
        <SavingFieldset saving={form.submitting}>
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={2}
            sx={{ alignItems: { sm: "flex-start" } }}
          >
            <Box sx={{ minWidth: 180 }}>
              <Field
                label={t("platform")}
                {...form.field("platform")}
                options={Platform.options.map((p) => ({ value: p, label: t(`platforms.${p}`) }))}
              />
            </Box>
            <Field label={t("url")} type="url" inputMode="url" required {...form.field("url")} />
            <Button
              type="submit"
              variant="outlined"
              disabled={form.submitting}
              sx={{ minWidth: 120, height: 56 }}
            >
              {form.submitting ? t("adding") : t("add")}
            </Button>
          </Stack>
        </SavingFieldset>
      </Box>
    </Stack>
  );
}
