"use client";

import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";

/** A queue's bulk bar: how many rows are selected, Approve, and the queue's way to refuse. */
export function BulkActions({
  count,
  busy,
  status,
  onApprove,
  refuse,
}: {
  count: number;
  busy: boolean;
  /** The status the queue shows: its own decision is disabled there. */
  status: string;
  onApprove: () => void;
  refuse: { decision: string; label: string; onClick: () => void };
}) {
  const t = useTranslations("AdminApprovals");
  const idle = busy || count === 0;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
      <Typography role="status">{t("selected", { count })}</Typography>
      <Button variant="contained" disabled={idle || status === "approved"} onClick={onApprove}>
        {t("approve")}
      </Button>
      <Button
        variant="outlined"
        color="error"
        disabled={idle || status === refuse.decision}
        onClick={refuse.onClick}
      >
        {refuse.label}
      </Button>
    </Stack>
  );
}
