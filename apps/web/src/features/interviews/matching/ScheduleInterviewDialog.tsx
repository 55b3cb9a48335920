"use client";

import type { Candidate } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { useRefreshPipeline } from "@/features/pipeline/queries";
import { useSession } from "@/features/session/useSession";
import { useRouter } from "@/i18n/navigation";
import { errorDetails } from "@/lib/api/error-details";
import { apiErrorMessage } from "@/lib/api/errors";
import { fromLocalInput } from "./localTime";
import { useCreateMatchingInterview } from "./queries";
import { ScheduleFields } from "./ScheduleFields";

type Props = { offerId: string; candidate: Candidate; onClose: () => void };

/**
 * "Schedule the matching interview": when (the viewer's zone) and who (default: me). Only
 * then is it created (the candidate moves to matching_interview_scheduled) and opened.
 */
export function ScheduleInterviewDialog({ offerId, candidate, onClose }: Props) {
  const t = useTranslations("Pipeline.schedule");
  const locale = useLocale();
  const titleId = useId();
  const session = useSession();
  const router = useRouter();
  const refresh = useRefreshPipeline(offerId);
  const create = useCreateMatchingInterview();
  const [scheduledAt, setScheduledAt] = useState("");
  const [interviewer, setInterviewer] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const me = session.user?.userId ?? "";
  const interviewerUserId = interviewer ?? me;
  const name = `${candidate.developer.firstName} ${candidate.developer.lastName}`.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = fromLocalInput(scheduledAt);
    if (!at || new Date(at).getTime() <= Date.now()) return setInvalid(true);
    setInvalid(false);
    setFailure(null);
    const body = { scheduledAt: at, ...(interviewerUserId ? { interviewerUserId } : {}) };
    create.mutate(
      { candidateId: candidate.id, body },
      {
        onSuccess: (interview) => {
          void refresh();
          router.push(`/matching-interview/${interview.id}`);
        },
        onError: async (error) => {
          const existing = (await errorDetails(error, "MATCHING_INTERVIEW_EXISTS"))
            ?.matchingInterviewId;
          if (existing) router.push(`/matching-interview/${existing}`);
          else setFailure(apiErrorMessage(error, locale));
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t("title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>{t("lead", { name })}</Typography>
            <ScheduleFields
              scheduledAt={scheduledAt}
              interviewerUserId={interviewerUserId}
              onScheduledAt={setScheduledAt}
              onInterviewer={setInterviewer}
              labels={{
                when: t("when"),
                zone: (zone) => t("zone", { zone }),
                interviewer: t("interviewer"),
              }}
              error={invalid ? t("invalid") : undefined}
            />
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t("submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
