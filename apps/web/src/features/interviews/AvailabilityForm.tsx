"use client";

import type { AvailabilityWindow, InterviewerAvailability } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useCallback, useMemo, useState } from "react";
import { SectionCard } from "@/components/SectionCard";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { SessionProgress } from "@/features/session/SessionProgress";
import { useToast } from "@/features/toast/ToastProvider";
import { apiErrorMessage } from "@/lib/api/errors";
import { browserTimeZone } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { AvailabilityWindowRow, type Weekday, type WindowDraft } from "./AvailabilityWindowRow";
import styles from "./availability.module.css";
import { useAvailability, useSaveAvailability } from "./queries";
import { minutesToTime, timeToMinutes, timeZoneOptions } from "./zonedTime";

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
  const update = useCallback(
    (id: number, change: Partial<WindowDraft>) =>
      setDrafts((list) => list.map((d) => (d.id === id ? { ...d, ...change } : d))),
    [],
  );
  const remove = useCallback(
    (id: number) => setDrafts((list) => list.filter((x) => x.id !== id)),
    [],
  );

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
        <ul className={styles.windows}>
          {drafts.map((d, index) => (
            <AvailabilityWindowRow
              key={d.id}
              draft={d}
              n={index + 1}
              invalid={problem?.index === index}
              onChange={update}
              onRemove={remove}
            />
          ))}
        </ul>
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
