"use client";

import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { browserTimeZone } from "@/lib/format/dates";
import { useMatchingInterviewers } from "./queries";

type Props = {
  /** `datetime-local` value in the viewer's zone. */
  scheduledAt: string;
  interviewerUserId: string;
  onScheduledAt: (value: string) => void;
  onInterviewer: (userId: string) => void;
  labels: { when: string; zone: (zone: string) => string; interviewer: string };
  error?: string | undefined;
  disabled?: boolean;
};

/** When (date and time in the viewer's zone, named) and who runs the matching interview. */
export function ScheduleFields({
  scheduledAt,
  interviewerUserId,
  onScheduledAt,
  onInterviewer,
  labels,
  error,
  disabled,
}: Props) {
  const interviewers = useMatchingInterviewers();
  const people = interviewers.data ?? [];
  const ids = people.map((p) => p.userId);
  // The current interviewer stays choosable while the list loads (or if no longer listed).
  const options =
    interviewerUserId && !ids.includes(interviewerUserId) ? [interviewerUserId, ...ids] : ids;
  const nameOf = (id: string) => people.find((p) => p.userId === id)?.name ?? "…";
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      <TextField
        type="datetime-local"
        label={labels.when}
        value={scheduledAt}
        onChange={(e) => onScheduledAt(e.target.value)}
        required
        disabled={disabled}
        error={Boolean(error)}
        helperText={error ?? labels.zone(browserTimeZone())}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <EnumSelect
        label={labels.interviewer}
        value={interviewerUserId}
        options={options}
        optionLabel={nameOf}
        onChange={onInterviewer}
        disabled={disabled}
        sx={{ minWidth: 220 }}
      />
    </Stack>
  );
}
