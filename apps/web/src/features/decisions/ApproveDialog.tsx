"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { TextAreaField } from "@/features/forms/TextAreaField";
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
      <TextAreaField label={t("note")} value={note} onChange={setNote} fullWidth maxLength={2000} />
    </DecisionDialog>
  );
}
