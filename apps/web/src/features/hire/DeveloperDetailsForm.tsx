"use client";

import {
  type HireDraft,
  type Locale,
  mainSkillCategoryLabels,
  routes,
  seniorityLabels,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { SessionProgress } from "@/features/session/SessionProgress";
import { ApiError } from "@/lib/api/client";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { formatDate } from "@/lib/format/dates";

type Errors = { title?: string; description?: string };

/** `/hire/developer-details/{offer}`: the role's title and description, then the account. */
export function DeveloperDetailsForm({ draftId }: { draftId: string }) {
  const t = useTranslations("HireFlow.details");
  const locale = useLocale() as Locale;
  const call = useCall();
  const showError = useApiErrorToast();
  const draft = useQuery({
    queryKey: ["hire", "draft", draftId],
    queryFn: ({ signal }) => call(routes.hire.getDraft, { params: { id: draftId } }, { signal }),
    retry: false,
  });
  if (draft.isPending) return <SessionProgress />;
  if (draft.isError) {
    const gone = draft.error instanceof ApiError && draft.error.status === 404;
    return (
      <Stack spacing={2}>
        <Alert severity="warning">{gone ? t("notFound") : t("failed")}</Alert>
        <ButtonLink href="/hire" variant="contained">
          {t("startAgain")}
        </ButtonLink>
      </Stack>
    );
  }
  return <DetailsEditor draft={draft.data} locale={locale} call={call} showError={showError} />;
}

function DetailsEditor({
  draft,
  locale,
  call,
  showError,
}: {
  draft: HireDraft;
  locale: Locale;
  call: ReturnType<typeof useCall>;
  showError: (error: unknown) => void;
}) {
  const t = useTranslations("HireFlow.details");
  const [title, setTitle] = useState(draft.title ?? "");
  const [description, setDescription] = useState(draft.description ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(draft.complete);
  const summary = `${mainSkillCategoryLabels[draft.details.techRole][locale]} · ${draft.details.seniorities
    .map((s) => seniorityLabels[s][locale])
    .join(", ")}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { HireDeveloperDetails } = await import("@encaja/contracts");
    const body = { title: title.trim(), description: description.trim() };
    const result = HireDeveloperDetails.safeParse(body);
    const found: Errors = {};
    for (const issue of result.success ? [] : result.error.issues) {
      const field = issue.path[0] as keyof Errors;
      found[field] = t(field === "title" ? "errors.title" : "errors.description");
    }
    setErrors(found);
    if (!result.success) return;
    setSaving(true);
    try {
      await call(routes.hire.updateDraft, { params: { id: draft.id }, body });
      setSaved(true);
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={4}>
      <Box>
        <Typography component="h2" variant="h6">
          {t("summary")}
        </Typography>
        <Typography>{summary}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t("expires", { date: formatDate(draft.expiresAt, locale) })}
        </Typography>
      </Box>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t("label")}>
        <Stack spacing={3}>
          <TextField
            required
            label={t("jobTitle")}
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setSaved(false);
            }}
            error={Boolean(errors.title)}
            helperText={errors.title ?? t("jobTitleHelp")}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 140 } }}
          />
          <TextField
            required
            multiline
            minRows={6}
            label={t("description")}
            value={description}
            onChange={(e) => {
              setDescription(e.target.value);
              setSaved(false);
            }}
            error={Boolean(errors.description)}
            helperText={errors.description ?? t("descriptionHelp")}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={saving}>
              {saving ? t("saving") : t("save")}
            </Button>
          </Box>
        </Stack>
      </Box>
      {saved ? (
        <Box component="section" aria-labelledby="hire-next-title">
          <Alert severity="success" sx={{ mb: 2 }}>
            {t("saved")}
          </Alert>
          <Typography id="hire-next-title" component="h2" variant="h6">
            {t("next.title")}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t("next.lead")}
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <ButtonLink href={`/hire/signup/${draft.id}`} variant="contained">
              {t("next.signup")}
            </ButtonLink>
            <ButtonLink href={`/hire/login/${draft.id}`} variant="outlined">
              {t("next.login")}
            </ButtonLink>
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
