"use client";

import {
  type HireDraft,
  type Locale,
  mainSkillCategoryLabels,
  seniorityLabels,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { Field } from "@/features/forms/Field";
import { SubmitButton } from "@/features/forms/SubmitButton";
import { useContractForm } from "@/features/forms/useContractForm";
import { SessionProgress } from "@/features/session/SessionProgress";
import { ApiError } from "@/lib/api/client";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { formatDate } from "@/lib/format/dates";

type Details = { title: string; description: string };

const trimmed = (values: Details) => ({
  title: values.title.trim(),
  description: values.description.trim(),
});

/** `/hire/developer-details/{offer}`: the role's title and description, then the account. */
export function DeveloperDetailsForm({ draftId }: { draftId: string }) {
  const t = useTranslations("HireFlow.details");
  const locale = useLocale() as Locale;
  const call = useCall();
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
  return <DetailsEditor draft={draft.data} locale={locale} />;
}

function DetailsEditor({ draft, locale }: { draft: HireDraft; locale: Locale }) {
  const t = useTranslations("HireFlow.details");
  const call = useCall();
  const [saved, setSaved] = useState(draft.complete);
  const summary = `${mainSkillCategoryLabels[draft.details.techRole][locale]} · ${draft.details.seniorities
    .map((s) => seniorityLabels[s][locale])
    .join(", ")}`;
  const messages = { title: t("errors.title"), description: t("errors.description") };

  const form = useContractForm<Details>(
    "HireDeveloperDetails",
    async (values) => {
      await call(routes.hire.updateDraft, { params: { id: draft.id }, body: trimmed(values) });
      setSaved(true);
    },
    {
      defaultValues: { title: draft.title ?? "", description: draft.description ?? "" },
      toPayload: trimmed,
      messages,
      serverMessages: messages,
    },
  );
  // Editing after a save hides the next step until the details are saved again.
  const field = (name: keyof Details) => ({
    registration: form.register(name, { onChange: () => setSaved(false) }),
    error: form.errors[name],
  });

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
      <Box component="form" noValidate onSubmit={form.onSubmit} aria-label={t("label")}>
        <Stack spacing={3}>
          <Field
            label={t("jobTitle")}
            required
            maxLength={140}
            helper={t("jobTitleHelp")}
            {...field("title")}
          />
          <Field
            label={t("description")}
            required
            multiline
            rows={6}
            helper={t("descriptionHelp")}
            {...field("description")}
          />
          <Box>
            <SubmitButton
              submitting={form.submitting}
              label={t("save")}
              submittingLabel={t("saving")}
            />
          </Box>
        </Stack>
      </Box>
      {saved ? <NextStep draftId={draft.id} /> : null}
    </Stack>
  );
}

/** Once the details are saved: create the company's account or sign in to it. */
function NextStep({ draftId }: { draftId: string }) {
  const t = useTranslations("HireFlow.details");
  return (
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
        <ButtonLink href={`/hire/signup/${draftId}`} variant="contained">
          {t("next.signup")}
        </ButtonLink>
        <ButtonLink href={`/hire/login/${draftId}`} variant="outlined">
          {t("next.login")}
        </ButtonLink>
      </Stack>
    </Box>
  );
}
