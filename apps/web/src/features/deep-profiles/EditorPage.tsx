"use client";

import { currencyCodes, type DeepProfileEditor, salaryPeriods } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AppLink } from "@/components/AppLink";
import { PageHeading } from "@/components/PageHeading";
import { SectionCard } from "@/components/SectionCard";
import { DateField } from "@/features/forms/DateField";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useToast } from "@/features/toast/ToastProvider";
import { ApiError } from "@/lib/api/client";
import { useApiErrorToast } from "@/lib/api/hooks";
import { formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { ErrorNotice } from "./ErrorNotice";
import { type EditorValues, inputOf, valuesOf } from "./editorState";
import { HighlightsFields } from "./HighlightsFields";
import { useDeepProfileEditor, useSaveDeepProfile } from "./queries";
import { ShareLinks } from "./ShareLinks";

function SnapshotList({ snapshots }: { snapshots: DeepProfileEditor["snapshots"] }) {
  const t = useTranslations("DeepProfiles.editor");
  const locale = useLocale() as AppLocale;
  return (
    <SectionCard id="dp-snapshots" title={t("snapshotsTitle")}>
      {snapshots.length === 0 ? (
        <Typography>{t("noSnapshots")}</Typography>
      ) : (
        <Typography component="ul" sx={{ m: 0, pl: 3 }}>
          {snapshots.map((s) => (
            <li key={s.id}>
              <AppLink href={`/deep-profile/snapshot/${s.id}`}>
                {t("snapshotItem", {
                  offer: s.offer.title,
                  customer: s.customer.name,
                  date: formatDateTime(s.createdAt, locale),
                })}
              </AppLink>
            </li>
          ))}
        </Typography>
      )}
    </SectionCard>
  );
}

function EditorForm({ editor }: { editor: DeepProfileEditor }) {
  const t = useTranslations("DeepProfiles.editor");
  const locale = useLocale() as AppLocale;
  const toast = useToast();
  const showError = useApiErrorToast();
  const id = editor.developer.professionalId;
  const save = useSaveDeepProfile(id);
  const suggested = editor.suggestedTerms;
  const [values, setValues] = useState<EditorValues>(() =>
    valuesOf(editor.deepProfile?.content ?? null, editor.developer.headline, {
      salaryExpectation: suggested.salaryExpectation,
      availableFrom: suggested.availableFrom,
      availabilityNote:
        suggested.hoursPerWeek === null ? "" : t("hoursNote", { hours: suggested.hoursPerWeek }),
    }),
  );
  const prefilledFrom = editor.deepProfile ? null : suggested.source;
  const [headlineError, setHeadlineError] = useState<string | null>(null);
  const patch = (p: Partial<EditorValues>) => setValues((v) => ({ ...v, ...p }));
  type TextName = "summary" | "strengths" | "concerns" | "experienceNarrative" | "availabilityNote";
  const text = (name: TextName, options: { multiline?: boolean; help?: string } = {}) => (
    <TextField
      label={t(`fields.${name}`)}
      value={values[name]}
      onChange={(e) => patch({ [name]: e.target.value } as Partial<EditorValues>)}
      multiline={options.multiline}
      minRows={options.multiline ? 3 : undefined}
      helperText={options.help}
      fullWidth
    />
  );
  const submit = () => {
    if (!values.headline.trim()) {
      setHeadlineError(t("headlineRequired"));
      return;
    }
    setHeadlineError(null);
    save.mutate(inputOf(values), {
      onSuccess: () => toast.success(t("saved")),
      onError: (error) => {
        if (error instanceof ApiError && error.envelope?.code === "VALIDATION") {
          toast.error(t("invalid"));
        } else showError(error);
      },
    });
  };
  const saved = editor.deepProfile;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack spacing={3}>
        <SectionCard id="dp-edit-profile" title={t("profileSection")}>
          <Stack spacing={2}>
            <TextField
              label={t("fields.headline")}
              value={values.headline}
              onChange={(e) => patch({ headline: e.target.value })}
              required
              error={Boolean(headlineError)}
              helperText={headlineError ?? t("headlineHelp")}
              slotProps={{ htmlInput: { maxLength: 140 } }}
              fullWidth
            />
            {text("summary", { multiline: true })}
            {text("strengths", { multiline: true, help: t("onePerLine") })}
            {text("concerns", { multiline: true, help: t("onePerLine") })}
            {text("experienceNarrative", { multiline: true })}
          </Stack>
        </SectionCard>
        <SectionCard id="dp-edit-terms" title={t("termsSection")}>
          <Stack spacing={2}>
            {prefilledFrom ? (
              <Typography color="text.secondary">{t(`prefilled.${prefilledFrom}`)}</Typography>
            ) : null}
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <TextField
                label={t("fields.salaryAmount")}
                value={values.salaryAmount}
                onChange={(e) => patch({ salaryAmount: e.target.value.replace(/\D/g, "") })}
                slotProps={{ htmlInput: { inputMode: "numeric" } }}
              />
              <EnumSelect
                label={t("fields.salaryCurrency")}
                options={currencyCodes}
                optionLabel={(c) => c}
                value={values.salaryCurrency}
                onChange={(salaryCurrency) => patch({ salaryCurrency })}
                sx={{ minWidth: 120 }}
              />
              <EnumSelect
                label={t("fields.salaryPeriod")}
                options={salaryPeriods}
                optionLabel={(p) => t(`periods.${p}`)}
                value={values.salaryPeriod}
                onChange={(salaryPeriod) => patch({ salaryPeriod })}
                sx={{ minWidth: 140 }}
              />
            </Stack>
            <DateField
              label={t("fields.availableFrom")}
              value={values.availableFrom}
              onChange={(availableFrom) => patch({ availableFrom })}
              sx={{ maxWidth: 240 }}
            />
            {text("availabilityNote")}
          </Stack>
        </SectionCard>
        <HighlightsFields sources={editor.sources} values={values} onChange={patch} />
        <Stack direction="row" spacing={2} alignItems="center">
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t("save")}
          </Button>
          {saved ? (
            <Typography color="text.secondary">
              {t("lastSaved", {
                date: formatDateTime(saved.updatedAt, locale),
                name: saved.updatedBy ?? "—",
              })}
            </Typography>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}

/** /matchers/deep-profiles/{professionalId}: write the deep profile, share it, see its snapshots. */
export function EditorPage({ professionalId }: { professionalId: string }) {
  const t = useTranslations("DeepProfiles.editor");
  const editor = useDeepProfileEditor(professionalId);
  if (editor.isError) return <ErrorNotice title={t("notFoundTitle")} error={editor.error} />;
  if (!editor.data) return <SessionProgress />;
  const data = editor.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <AppLink href={`/profiles/${professionalId}`}>{t("back")}</AppLink>
      <Box sx={{ mt: 2 }}>
        <PageHeading
          compact
          title={t("title", { name: data.developer.name })}
          lead={t("lead")}
          leadGap={3}
        />
      </Box>
      <Stack spacing={3}>
        <EditorForm key={data.deepProfile?.updatedAt ?? "new"} editor={data} />
        <ShareLinks
          professionalId={professionalId}
          links={data.links}
          hasProfile={data.deepProfile !== null}
        />
        <SnapshotList snapshots={data.snapshots} />
      </Stack>
    </Container>
  );
}
