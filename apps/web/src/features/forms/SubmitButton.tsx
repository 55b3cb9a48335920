"use client";

import Button from "@mui/material/Button";
import { useHydrated } from "./useHydrated";

/**
 * A form's large submit button: it says `submittingLabel` and is disabled while the form is
 * submitting, and until hydration (so an early click never submits natively).
 */
export function SubmitButton({
  submitting,
  label,
  submittingLabel,
}: {
  submitting: boolean;
  label: string;
  submittingLabel: string;
}) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="contained" size="large" disabled={submitting || !hydrated}>
      {submitting ? submittingLabel : label}
    </Button>
  );
}
