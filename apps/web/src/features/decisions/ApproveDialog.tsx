"use client";

import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { type CandidateDialogProps, DecisionDialog } from "./DecisionDialog";

/** Asks before approving a presented candidate (an optional note goes to the Encaja team). */
export function ApproveDialog(props: CandidateDialogProps) {
  const t = useTranslations("Decisions.approve");
  const [note, setNote] = useState("");
  return (
    <DecisionDialog
      kind="approve"
      {...props}
      decision={() => ({ decision: "approved", feedback: note })}
    >
      <TextField
        label={t("note")}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </DecisionDialog>
  );
}
