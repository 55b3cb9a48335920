"use client";

import {
  candidateStatusLabels,
  currencyCodes,
  interviewStageStatuses,
  interviewStageStatusLabels,
  type MatchingInterview,
  matchingInterviewStateLabels,
  matchingInterviewStates,
  matchingRecommendationLabels,
  matchingRecommendations,
  salaryPeriods,
} from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { AppLink } from "@/components/AppLink";
import { PageHeading } from "@/components/PageHeading";
import { SaveButton } from "@/components/SaveButton";
import { DateField } from "@/features/forms/DateField";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { TextAreaField } from "@/features/forms/TextAreaField";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useToast } from "@/features/toast/ToastProvider";
import { ApiError } from "@/lib/api/client";
import { apiErrorMessage } from "@/lib/api/errors";
import { browserTimeZone, formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { formOf, type InterviewForm, interviewBody, isAhead } from "./interviewForm";
import { useMatchingInterview, useUpdateMatchingInterview } from "./queries";
import { ScheduleFields } from "./ScheduleFields";

function Form({ interview }: { interview: MatchingInterview }) {
  const t = useTranslations("MatchingInterview");
  const locale = useLocale() as AppLocale;
  const toast = useToast();
  const update = useUpdateMatchingInterview(interview.id);
  const [form, setForm] = useState<InterviewForm>(() => formOf(interview));
  const [problems, setProblems] = useState<string[]>([]);
  const closed = interview.state !== "scheduled";
  // Finishing waits until the interview has taken place (or its time is set to when it did).
  const ahead = !closed && isAhead(form);
  const set = <K extends keyof InterviewForm>(key: K, value: InterviewForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = interviewBody(form, interview);
    if ("problems" in result) return setProblems(result.problems.map((p) => t(`problems.${p}`)));
    setProblems([]);
    update.mutate(result.body, {
      onSuccess: (saved) =>
        toast.success(t("saved", { status: candidateStatusLabels[saved.candidateStatus][locale] })),
      onError: (error) => setProblems([apiErrorMessage(error, locale)]),
    });
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      noValidate
      sx={{ p: 3, borderRadius: 3 }}
    >
      <Stack spacing={2}>
        {closed ? <Alert severity="info">{t("closed")}</Alert> : null}
        <Typography component="h2" variant="subtitle1" fontWeight={700}>
          {t("scheduleTitle")}
        </Typography>
        <ScheduleFields
          scheduledAt={form.scheduledAt}
          interviewerUserId={form.interviewerUserId}
          onScheduledAt={(v) => set("scheduledAt", v)}
          onInterviewer={(v) => set("interviewerUserId", v)}
          labels={{
            when: t("when"),
            zone: (zone) => t("zone", { zone }),
            interviewer: t("interviewerLabel"),
          }}
          disabled={closed}
        />
        <TextAreaField
          label={t("notes")}
          value={form.notes}
          onChange={(value) => set("notes", value)}
          minRows={5}
          disabled={closed}
          maxLength={20000}
        />
        <Typography component="h2" variant="subtitle1" fontWeight={700}>
          {t("salary")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField
            label={t("salaryAmount")}
            value={form.salaryAmount}
            onChange={(e) => set("salaryAmount", e.target.value)}
            disabled={closed}
            slotProps={{ htmlInput: { inputMode: "numeric" }, inputLabel: { shrink: true } }}
          />
          <EnumSelect
            label={t("currency")}
            value={form.currency}
            options={currencyCodes}
            optionLabel={(c) => c}
            onChange={(c) => set("currency", c)}
            disabled={closed}
          />
          <EnumSelect
            label={t("period")}
            value={form.period}
            options={salaryPeriods}
            optionLabel={(p) => t(`periods.${p}`)}
            onChange={(p) => set("period", p)}
            disabled={closed}
          />
        </Stack>
        <Typography component="h2" variant="subtitle1" fontWeight={700}>
          {t("availability")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <DateField
            label={t("availableFrom")}
            value={form.availableFrom}
            onChange={(value) => set("availableFrom", value)}
            disabled={closed}
          />
          <TextField
            label={t("hoursPerWeek")}
            value={form.hoursPerWeek}
            onChange={(e) => set("hoursPerWeek", e.target.value)}
            disabled={closed}
            slotProps={{ htmlInput: { inputMode: "numeric" }, inputLabel: { shrink: true } }}
          />
        </Stack>
        <EnumSelect
          label={t("englishCheck")}
          value={form.englishCheck}
          options={interviewStageStatuses}
          optionLabel={(s) => interviewStageStatusLabels[s][locale]}
          onChange={(s) => set("englishCheck", s)}
          disabled={closed}
        />
        <EnumSelect
          label={t("recommendation")}
          value={form.recommendation}
          emptyLabel={t("noRecommendation")}
          options={matchingRecommendations}
          optionLabel={(r) => matchingRecommendationLabels[r][locale]}
          onChange={(r) => set("recommendation", r)}
          disabled={closed}
        />
        <EnumSelect
          label={t("state")}
          value={form.state}
          options={matchingInterviewStates}
          optionLabel={(s) => matchingInterviewStateLabels[s][locale]}
          onChange={(s) => set("state", s)}
          help={ahead ? `${t("notYetHeld")} ${t("stateHelp")}` : t("stateHelp")}
          disabled={closed}
        />
        {problems.length > 0 ? (
          <Alert severity="error" role="alert">
            {problems.join(" ")}
          </Alert>
        ) : null}
        {closed ? null : <SaveButton saving={update.isPending} label={t("save")} />}
      </Stack>
    </Paper>
  );
}

/** /matching-interview/{id}: the matcher's screening of a candidate. */
export function MatchingInterviewPage({ id }: { id: string }) {
  const t = useTranslations("MatchingInterview");
  const locale = useLocale() as AppLocale;
  const interview = useMatchingInterview(id);
  if (interview.isError) {
    const missing =
      interview.error instanceof ApiError && [400, 403, 404].includes(interview.error.status);
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error">{missing ? t("notFound") : t("loadError")}</Alert>
      </Container>
    );
  }
  if (!interview.data) return <SessionProgress />;
  const data = interview.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading
        compact
        title={t("heading", {
          name: `${data.developer.firstName} ${data.developer.lastName}`.trim(),
          offer: data.offer.title,
        })}
        lead={
          <>
            {data.scheduledAt
              ? t("scheduledFor", {
                  when: formatDateTime(data.scheduledAt, locale),
                  zone: browserTimeZone(),
                })
              : t("notScheduled")}
            {data.interviewer ? ` · ${t("interviewer", { name: data.interviewer.name })}` : ""}
            <br />
            {t("summary", {
              state: matchingInterviewStateLabels[data.state][locale],
              status: candidateStatusLabels[data.candidateStatus][locale],
            })}
          </>
        }
        leadGap={1}
      />
      <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
        <AppLink href={`/matchers/offer/${data.offerId}#pipeline`}>{t("backToOffer")}</AppLink>
        <AppLink href={`/profiles/${data.developerId}`}>{t("profile")}</AppLink>
      </Stack>
      <Form key={data.updatedAt} interview={data} />
    </Container>
  );
}
