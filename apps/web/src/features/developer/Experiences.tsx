"use client";

import type { Experience } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { contracts } from "@/features/auth/navigation";
import { contractResolver } from "@/features/forms/resolver";
import { useFormTexts } from "@/features/forms/useFormTexts";
import { useToast } from "@/features/toast/ToastProvider";
import { useApi, useApiErrorToast } from "@/lib/api/hooks";
import { Field, FormActions, SavingFieldset, useSaveErrorHandler } from "./fields";
import { type AppLocale, formatMonth, monthOf } from "./helpers";
import { SkillTagsPicker } from "./pickers";
import { useExperiences, useRefreshDeveloper } from "./queries";

type Values = {
  company: string;
  title: string;
  startDate: string;
  endDate: string;
  current: boolean;
  description: string;
  skills: Array<{ id: string; name: string }>;
};

const emptyValues: Values = {
  company: "",
  title: "",
  startDate: "",
  endDate: "",
  current: false,
  description: "",
  skills: [],
};

/** The experience form (add or edit) with month pickers and "I currently work here". */
export function ExperienceForm({
  experience,
  onDone,
}: {
  experience?: Experience;
  onDone: () => void;
}) {
  const t = useTranslations("Developer.experiences");
  const texts = useFormTexts();
  const api = useApi();
  const refresh = useRefreshDeveloper();
  const toast = useToast();
  const payload = (v: Values) => ({
    company: v.company,
    title: v.title,
    startDate: v.startDate,
    endDate: v.current ? null : v.endDate || null,
    current: v.current,
    description: v.description,
    skillIds: v.skills.map((s) => s.id),
  });
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: experience
      ? {
          company: experience.company,
          title: experience.title,
          startDate: experience.startDate,
          endDate: experience.endDate ?? "",
          current: experience.current,
          description: experience.description,
          skills: experience.skills.map((s) => ({ id: s.id, name: s.name })),
        }
      : emptyValues,
    resolver: contractResolver<Values>({
      schema: async () => (await contracts()).ExperienceInput,
      toPayload: payload,
      texts,
      fieldOf: (path) => (path[0] === "skillIds" ? "skills" : String(path[0] ?? "root")),
      refine: (v) => {
        const out: Partial<Record<keyof Values, string>> = {};
        const now = monthOf();
        if (v.startDate && v.startDate > now) out.startDate = t("startFuture");
        if (!v.current && !v.endDate) out.endDate = t("endRequired");
        if (!v.current && v.endDate && v.startDate && v.endDate < v.startDate)
          out.endDate = t("endBeforeStart");
        else if (!v.current && v.endDate && v.endDate > now) out.endDate = t("endFuture");
        return out;
      },
    }),
  });
  const current = watch("current");
  const onError = useSaveErrorHandler(setError, {
    company: "company",
    title: "title",
    startDate: "startDate",
    endDate: "endDate",
    description: "description",
    skillIds: "skills",
  });

  useEffect(() => {
    setFocus("company");
  }, [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (experience) {
        await api(`/developers/me/experiences/${experience.id}`, {
          method: "PATCH",
          body: payload(values),
        });
      } else {
        await api("/developers/me/experiences", { method: "POST", body: payload(values) });
      }
      await refresh();
      toast.success(t("saved"));
      onDone();
    } catch (error) {
      onError(error);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={experience ? t("editFormLabel") : t("addFormLabel")}
      >
        <Typography component="h3" variant="h6" fontWeight={700} sx={{ mb: 2 }}>
          {experience ? t("editTitle") : t("addTitle")}
        </Typography>
        <SavingFieldset saving={isSubmitting}>
          <Stack spacing={2.5}>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <Field
                label={t("company")}
                required
                registration={register("company")}
                error={errors.company}
              />
              <Field
                label={t("title")}
                required
                registration={register("title")}
                error={errors.title}
              />
            </Stack>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <Field
                label={t("start")}
                type="month"
                required
                helper={t("monthHelp")}
                registration={register("startDate")}
                error={errors.startDate}
              />
              <Field
                label={t("end")}
                type="month"
                required={!current}
                disabled={current}
                helper={current ? t("endCurrent") : t("monthHelp")}
                registration={register("endDate")}
                error={current ? undefined : errors.endDate}
              />
            </Stack>
            <Controller
              control={control}
              name="current"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                  label={t("current")}
                />
              )}
            />
            <Field
              label={t("description")}
              multiline
              rows={3}
              registration={register("description")}
              error={errors.description}
            />
            <Controller
              control={control}
              name="skills"
              render={({ field }) => (
                <SkillTagsPicker
                  label={t("skills")}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
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

/** The developer's experiences: list, add, edit and delete. */
export function ExperiencesManager({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useTranslations("Developer.experiences");
  const locale = useLocale() as AppLocale;
  const api = useApi();
  const refresh = useRefreshDeveloper();
  const showError = useApiErrorToast();
  const toast = useToast();
  const list = useExperiences();
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const items = list.data?.items ?? [];

  const remove = async (item: Experience) => {
    if (!window.confirm(t("confirmDelete", { title: item.title, company: item.company }))) return;
    setDeleting(item.id);
    try {
      await api(`/developers/me/experiences/${item.id}`, { method: "DELETE" });
      await refresh();
      toast.success(t("deleted"));
      addRef.current?.focus();
    } catch (error) {
      showError(error);
    } finally {
      setDeleting(null);
    }
  };

  const done = () => {
    setEditing(null);
    requestAnimationFrame(() => addRef.current?.focus());
  };

  return (
    <Stack spacing={2}>
      {list.isPending ? <Typography color="text.secondary">{t("loading")}</Typography> : null}
      {!list.isPending && items.length === 0 ? (
        <Typography color="text.secondary">{t("empty")}</Typography>
      ) : null}
      {items.length > 0 ? (
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label={t("listLabel")}>
          {items.map((item) =>
            editing === item.id ? (
              <li key={item.id}>
                <ExperienceForm experience={item} onDone={done} />
              </li>
            ) : (
              <Box
                component="li"
                key={item.id}
                sx={{ py: 2, borderBottom: 1, borderColor: "divider" }}
              >
                <Typography
                  component={headingLevel === 2 ? "h3" : "h4"}
                  variant="subtitle1"
                  fontWeight={700}
                >
                  {t("position", { title: item.title, company: item.company })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatMonth(item.startDate, locale)} –{" "}
                  {item.current ? t("present") : formatMonth(item.endDate, locale)}
                </Typography>
                {item.description ? (
                  <Typography variant="body2" sx={{ mt: 1, whiteSpace: "pre-line" }}>
                    {item.description}
                  </Typography>
                ) : null}
                {item.skills.length > 0 ? (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mt: 1 }}>
                    {item.skills.map((s) => (
                      <Chip key={s.id} label={s.name} size="small" />
                    ))}
                  </Stack>
                ) : null}
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button
                    size="small"
                    onClick={() => setEditing(item.id)}
                    aria-label={t("editNamed", { title: item.title, company: item.company })}
                  >
                    {t("edit")}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={deleting === item.id}
                    onClick={() => void remove(item)}
                    aria-label={t("deleteNamed", { title: item.title, company: item.company })}
                  >
                    {t("delete")}
                  </Button>
                </Stack>
              </Box>
            ),
          )}
        </Box>
      ) : null}
      {editing === "new" ? (
        <ExperienceForm onDone={done} />
      ) : (
        <Box>
          <Button ref={addRef} variant="outlined" onClick={() => setEditing("new")}>
            {t("add")}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
