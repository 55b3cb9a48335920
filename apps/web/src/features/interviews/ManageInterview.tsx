"use client";

import type { Interview } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { SectionCard } from "@/components/SectionCard";
import { DateField } from "@/features/forms/DateField";
import { TextAreaField } from "@/features/forms/TextAreaField";
import { useToast } from "@/features/toast/ToastProvider";
import { apiErrorMessage } from "@/lib/api/errors";
import type { AppLocale } from "@/lib/format/locale";
import { useCancelInterview, useRescheduleInterview } from "./queries";
import { dateKeyIn, timeKeyIn, zonedToUtcIso } from "./zonedTime";

type Open = "none" | "reschedule" | "cancel";

/** Staff and the assigned interviewer move or cancel a scheduled interview. */
export function ManageInterview({
  interview,
  timeZone,
}: {
  interview: Interview;
  timeZone: string;
}) {
  const t = useTranslations("Interviewers.manage");
  const locale = useLocale() as AppLocale;
  const toast = useToast();
  const [open, setOpen] = useState<Open>("none");
  const start = new Date(interview.scheduledAt);
  const [date, setDate] = useState(() => dateKeyIn(start, timeZone));
  const [time, setTime] = useState(() => timeKeyIn(start, timeZone));
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const reschedule = useRescheduleInterview(interview.id);
  const cancel = useCancelInterview(interview.id);
  const onError = (error: unknown) => setProblem(apiErrorMessage(error, locale));
  const show = (next: Open) => {
    setProblem(null);
    setOpen(open === next ? "none" : next);
  };

  const submitReschedule = (event: FormEvent) => {
    event.preventDefault();
    const scheduledAt = zonedToUtcIso(date, time, timeZone);
    if (!scheduledAt) return setProblem(t("whenRequired"));
    reschedule.mutate(
      { scheduledAt },
      { onSuccess: () => toast.success(t("rescheduled")), onError },
    );
  };
  const submitCancel = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate(reason.trim() ? { reason: reason.trim() } : {}, {
      onSuccess: () => toast.success(t("cancelled")),
      onError,
    });
  };

  return (
    <SectionCard id="manage" title={t("title")}>
      <Stack direction="row" spacing={2} sx={{ mb: open === "none" ? 0 : 2 }}>
        <Button
          variant="outlined"
          onClick={() => show("reschedule")}
          aria-expanded={open === "reschedule"}
        >
          {t("reschedule")}
        </Button>
        <Button
          color="error"
          variant="outlined"
          onClick={() => show("cancel")}
          aria-expanded={open === "cancel"}
        >
          {t("cancel")}
        </Button>
      </Stack>
      {open === "reschedule" ? (
        <Box component="form" onSubmit={submitReschedule} noValidate aria-label={t("reschedule")}>
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={2}
            sx={{ alignItems: "flex-start" }}
          >
            <DateField
              label={t("date")}
              value={date}
              onChange={setDate}
              helperText={t("zone", { zone: timeZone.replaceAll("_", " ") })}
            />
            <DateField type="time" label={t("time")} value={time} onChange={setTime} />
            <Button
              type="submit"
              variant="contained"
              disabled={reschedule.isPending}
              sx={{ height: 56 }}
            >
              {t("saveReschedule")}
            </Button>
          </Stack>
        </Box>
      ) : null}
      {open === "cancel" ? (
        <Box component="form" onSubmit={submitCancel} noValidate aria-label={t("cancel")}>
          <Stack spacing={2}>
            <TextAreaField
              label={t("reason")}
              value={reason}
              onChange={setReason}
              maxLength={2000}
            />
            <Button
              type="submit"
              color="error"
              variant="contained"
              disabled={cancel.isPending}
              sx={{ alignSelf: "flex-start" }}
            >
              {t("confirmCancel")}
            </Button>
          </Stack>
        </Box>
      ) : null}
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mt: 2, whiteSpace: "pre-line" }}>
          {problem}
        </Alert>
      ) : null}
    </SectionCard>
  );
}
