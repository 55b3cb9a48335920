"use client";

import { interviewDurations, interviewTypeLabels } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useState } from "react";
import { AppLink } from "@/components/AppLink";
import { PageHeading } from "@/components/PageHeading";
import { SaveButton } from "@/components/SaveButton";
import { DateField } from "@/features/forms/DateField";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { serverFieldErrors } from "@/features/forms/serverErrors";
import { useUser } from "@/features/session/Guard";
import { useRouter } from "@/i18n/navigation";
import { ApiError } from "@/lib/api/client";
import { apiErrorMessage } from "@/lib/api/errors";
import { browserTimeZone } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { isStaff } from "./InterviewListPage";
import { kitPath, type ListKind, listPaths, typesOfList } from "./listParams";
import {
  type FormField,
  initialForm,
  type NewInterviewForm,
  newInterviewBody,
  serverFieldPaths,
} from "./newInterviewForm";
import {
  type DeveloperRef,
  useCreateInterview,
  useDeveloperName,
  useInterviewers,
} from "./queries";
import { WhoFields } from "./WhoFields";

/** /interviewers/{soft|hard}-interviews/new-interview: schedule one; on success, its kit. */
export function NewInterviewPage({ kind }: { kind: ListKind }) {
  const t = useTranslations("Interviewers.form");
  const locale = useLocale() as AppLocale;
  const user = useUser();
  const staff = isStaff(user.role);
  const router = useRouter();
  const searchParams = useSearchParams();
  const [timeZone] = useState(browserTimeZone);
  const types = typesOfList[kind];
  const [form, setForm] = useState<NewInterviewForm>(() => {
    const asked = types.find((type) => type === searchParams.get("type"));
    const start = initialForm(asked ?? types[0] ?? "hard", {
      candidateId: searchParams.get("candidateId"),
      developerId: searchParams.get("developerId"),
      offerId: searchParams.get("offerId"),
      supersedesId: searchParams.get("supersedesId"),
    });
    return !staff && !start.candidateId ? { ...start, who: "developer" } : start;
  });
  const set = (change: Partial<NewInterviewForm>) => setForm((f) => ({ ...f, ...change }));
  const [developer, setDeveloper] = useState<DeveloperRef | null>(null);
  const prefilledName = useDeveloperName(form.developerId, staff && !developer);
  const shownDeveloper =
    developer ??
    (form.developerId ? { id: form.developerId, name: prefilledName.data ?? "…" } : null);
  const interviewers = useInterviewers();
  const people = interviewers.data?.items ?? [];
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateInterview();

  // Default interviewer: me when I can be assigned, otherwise the first one offered. A submit
  // made before the list arrived said "choose an interviewer": the field is filled now.
  useEffect(() => {
    if (form.interviewerUserId || people.length === 0) return;
    const me = people.find((p) => p.userId === user.userId);
    setForm((f) => ({ ...f, interviewerUserId: (me ?? people[0])?.userId ?? "" }));
    setErrors(({ interviewer: _filled, ...rest }) => rest);
  }, [people, form.interviewerUserId, user.userId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const result = newInterviewBody(form, timeZone);
    if ("problems" in result) {
      const found: Partial<Record<FormField, string>> = {};
      for (const [field, key] of Object.entries(result.problems)) {
        found[field as FormField] = t(`problems.${key}`);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(result.body, {
      onSuccess: (created) => router.push(kitPath(created)),
      onError: (error) => {
        const envelope = error instanceof ApiError ? error.envelope : undefined;
        const fields = serverFieldErrors(envelope, serverFieldPaths);
        setErrors(fields);
        if (Object.keys(fields).length === 0) setProblem(apiErrorMessage(error, locale));
      },
    });
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <AppLink href={listPaths[kind]}>{t(`back.${kind}`)}</AppLink>
      <PageHeading title={t("title")} lead={t("lead")} leadGap={3} />
      {form.supersedesId ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t("correction")}
        </Alert>
      ) : null}
      <Paper
        component="form"
        variant="outlined"
        onSubmit={submit}
        noValidate
        aria-label={t("title")}
        sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
      >
        <Stack spacing={2.5}>
          <EnumSelect
            label={t("type")}
            value={form.type}
            options={types}
            optionLabel={(v) => interviewTypeLabels[v][locale]}
            onChange={(type) => set({ type })}
          />
          <WhoFields
            form={form}
            set={set}
            staff={staff}
            developer={shownDeveloper}
            setDeveloper={setDeveloper}
            error={errors.who}
          />
          <EnumSelect
            label={t("interviewer")}
            value={form.interviewerUserId}
            emptyLabel={t("chooseInterviewer")}
            options={people.map((p) => p.userId)}
            optionLabel={(id) => people.find((p) => p.userId === id)?.name ?? id}
            onChange={(interviewerUserId) => set({ interviewerUserId })}
            error={errors.interviewer}
            required
          />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <DateField
              label={t("date")}
              value={form.date}
              onChange={(date) => set({ date })}
              error={Boolean(errors.when)}
              helperText={errors.when ?? t("zone", { zone: timeZone.replaceAll("_", " ") })}
              required
            />
            <DateField
              type="time"
              label={t("time")}
              value={form.time}
              onChange={(time) => set({ time })}
              error={Boolean(errors.when)}
              required
            />
            <TextField
              type="number"
              label={t("duration")}
              value={form.duration}
              onChange={(e) => set({ duration: e.target.value })}
              error={Boolean(errors.duration)}
              helperText={errors.duration ?? t("durationHelp", interviewDurations)}
              required
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: interviewDurations.min, max: interviewDurations.max, step: 15 },
              }}
            />
          </Stack>
          <TextField
            type="url"
            label={t("meetingUrl")}
            value={form.meetingUrl}
            onChange={(e) => set({ meetingUrl: e.target.value })}
            error={Boolean(errors.meetingUrl)}
            helperText={errors.meetingUrl ?? t("meetingUrlHelp")}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 2000 } }}
          />
          {problem ? (
            <Alert severity="error" role="alert" sx={{ whiteSpace: "pre-line" }}>
              {problem}
            </Alert>
          ) : null}
          <SaveButton saving={create.isPending} label={t("submit")} />
        </Stack>
      </Paper>
    </Container>
  );
}
