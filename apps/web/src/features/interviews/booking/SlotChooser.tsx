"use client";

import type { InterviewSlot } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { type ReactNode, useId, useState } from "react";
import { useApiErrorToast } from "@/lib/api/hooks";
import { errorCode, useInterviewSlots } from "./queries";
import { type HeadingLevel, SlotPicker } from "./SlotPicker";
import { slotKey } from "./slots";

type Problem = "taken" | "unavailable";

/**
 * Loads the free slots and lets the developer pick one and submit it (book or reschedule).
 * A slot someone else got first (SLOT_TAKEN) or that is gone (SLOT_UNAVAILABLE) is said
 * here, and the list reloads; any other error is a toast.
 */
export function SlotChooser({
  timeZone,
  headingLevel,
  label,
  submitLabel,
  submittingLabel,
  onSubmit,
  actions,
}: {
  timeZone: string;
  /** The level of the day headings. */
  headingLevel: HeadingLevel;
  /** What the choice is (shown above the slots). */
  label: ReactNode;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: (slot: InterviewSlot) => Promise<unknown>;
  /** More buttons beside the submit button. */
  actions?: ReactNode;
}) {
  const t = useTranslations("DeveloperInterviews.booking");
  const labelId = useId();
  const slots = useInterviewSlots(timeZone);
  const showError = useApiErrorToast();
  const [selected, setSelected] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  if (slots.isPending) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
        <CircularProgress aria-label={t("loading")} />
      </Box>
    );
  }
  if (slots.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void slots.refetch()}>
            {t("retry")}
          </Button>
        }
      >
        {t("loadError")}
      </Alert>
    );
  }

  const items = slots.data.items;
  const chosen = items.find((s) => slotKey(s) === selected) ?? null;
  const submit = async () => {
    if (!chosen) return;
    setSubmitting(true);
    setProblem(null);
    try {
      await onSubmit(chosen);
    } catch (error) {
      const code = errorCode(error);
      if (code === "SLOT_TAKEN" || code === "SLOT_UNAVAILABLE") {
        setProblem(code === "SLOT_TAKEN" ? "taken" : "unavailable");
        setSelected(null);
        void slots.refetch();
      } else showError(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box>
      {problem ? (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t(problem)}
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <Alert severity="info">{t("empty")}</Alert>
      ) : (
        <>
          <Typography id={labelId} fontWeight={700} sx={{ mb: 1 }}>
            {label}
          </Typography>
          <SlotPicker
            slots={items}
            timeZone={timeZone}
            value={selected}
            onChange={(key) => {
              setSelected(key);
              setProblem(null);
            }}
            headingLevel={headingLevel}
            labelledBy={labelId}
          />
        </>
      )}
      {/* Sticky: the choice can be far above once a late day is picked. */}
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ mt: 1, py: 1.5, position: "sticky", bottom: 0, bgcolor: "background.paper" }}
      >
        {items.length > 0 ? (
          <Button
            variant="contained"
            disabled={!chosen || submitting}
            onClick={() => void submit()}
          >
            {submitting ? submittingLabel : submitLabel}
          </Button>
        ) : null}
        {actions}
      </Stack>
    </Box>
  );
}
