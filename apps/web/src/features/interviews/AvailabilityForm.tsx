"use client";

import type { AvailabilityWindow, InterviewerAvailability } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useMemo, useState } from "react";
import { SectionCard } from "@/components/SectionCard";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useToast } from "@/features/toast/ToastProvider";
import { apiErrorMessage } from "@/lib/api/errors";
import { browserTimeZone } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { useAvailability, useSaveAvailability } from "./queries";
import { minutesToTime, timeToMinutes, timeZoneOptions } from "./zonedTime";

const weekdays = ["1", "2", "3", "4", "5", "6", "7"] as const;
type Weekday = (typeof weekdays)[number];
type WindowDraft = { id: number; weekday: Weekday; start: string; end: string };

let nextId = 0;
const draftOf = (w: AvailabilityWindow): WindowDraft => ({
  id: nextId++,
  weekday: String(w.weekday) as Weekday,
  start: minutesToTime(w.startMinute),
  end: minutesToTime(w.endMinute),
});

/** The windows as the API takes them, or the index of the first one that is not valid. */
function windowsOf(drafts: WindowDraft[]): AvailabilityWindow[] | { invalid: number } {
  const windows: AvailabilityWindow[] = [];
  for (const [index, d] of drafts.entries()) {
    const startMinute = timeToMinutes(d.start);
    const endMinute = timeToMinutes(d.end === "00:00" ? "24:00" : d.end);
    if (startMinute === null || endMinute === null || startMinute >= endMinute) {
      return { invalid: index };
    }
    windows.push({ weekday: Number(d.weekday), startMinute, endMinute });
  }
  return windows;
}

function Form({ saved }: { saved: InterviewerAvailability }) {
  const t = useTranslations("Interviewers.availability");
  const tw = useTranslations("Interviewers.weekdays");
  const locale = useLocale() as AppLocale;
  const toast = useToast();
  const save = useSaveAvailability();
  // A saved week keeps its zone; before the first save the browser's zone is proposed.
  const [timeZone, setTimeZone] = useState(
    saved.windows.length > 0 ? saved.timeZone : browserTimeZone(),
  );
  const zones = useMemo(() => timeZoneOptions([saved.timeZone]), [saved.timeZone]);
  const [drafts, setDrafts] = useState<WindowDraft[]>(() => saved.windows.map(draftOf));
  const [problem, setProblem] = useState<{ index: number | null; text: string } | null>(null);
  const update = (id: number, change: Partial<WindowDraft>) =>
    setDrafts((list) => list.map((d) => (d.id === id ? { ...d, ...change } : d)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const windows = windowsOf(drafts);
    if ("invalid" in windows) {
      setProblem({ index: windows.invalid, text: t("invalidWindow", { n: windows.invalid + 1 }) });
      return;
    }
    setProblem(null);
    save.mutate(
      { timeZone, windows },
      {
        onSuccess: () => toast.success(t("saved")),
        onError: (error) => setProblem({ index: null, text: apiErrorMessage(error, locale) }),
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <EnumSelect
          label={t("timeZone")}
          value={timeZone}
          options={zones}
          optionLabel={(z) => z.replaceAll("_", " ")}
          onChange={setTimeZone}
          help={t("timeZoneHelp")}
          sx={{ maxWidth: 420 }}
        />
        {drafts.length === 0 ? <Typography color="text.secondary">{t("empty")}</Typography> : null}
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
          {drafts.map((d, index) => (
            <Box
              component="li"
              key={d.id}
              aria-label={t("windowLabel", { n: index + 1 })}
              sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "center" }}
            >
              <EnumSelect
                size="small"
                label={t("weekdayOf", { n: index + 1 })}
                value={d.weekday}
                options={weekdays}
                optionLabel={(w) => tw(w)}
                onChange={(weekday) => update(d.id, { weekday })}
                error={problem?.index === index ? t("invalidShort") : undefined}
              />
              <TextField
                size="small"
                type="time"
                label={t("startOf", { n: index + 1 })}
                value={d.start}
                onChange={(e) => update(d.id, { start: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                size="small"
                type="time"
                label={t("endOf", { n: index + 1 })}
                value={d.end}
                onChange={(e) => update(d.id, { end: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button
                color="inherit"
                onClick={() => setDrafts((list) => list.filter((x) => x.id !== d.id))}
                aria-label={t("removeOf", { n: index + 1 })}
              >
                {t("remove")}
              </Button>
            </Box>
          ))}
        </Box>
        {problem ? (
          <Alert severity="error" role="alert" sx={{ whiteSpace: "pre-line" }}>
            {problem.text}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={2}>
          <Button
            variant="outlined"
            disabled={drafts.length >= 50}
            onClick={() =>
              setDrafts((list) => [
                ...list,
                { id: nextId++, weekday: "1", start: "09:00", end: "13:00" },
              ])
            }
          >
            {t("add")}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t("save")}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** The signed-in interviewer's weekly availability (the slots developers book from). */
export function AvailabilityForm() {
  const t = useTranslations("Interviewers.availability");
  const locale = useLocale() as AppLocale;
  const availability = useAvailability();
  return (
    <SectionCard id="availability" title={t("title")}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("lead")}
      </Typography>
      {availability.isError ? (
        <Alert severity="error">{apiErrorMessage(availability.error, locale)}</Alert>
      ) : availability.data ? (
        <Form saved={availability.data} />
      ) : (
        <SessionProgress />
      )}
    </SectionCard>
  );
}
