"use client";

import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DecisionDialog } from "./DecisionDialog";

/** Asks before approving a presented candidate (an optional note goes to the Encaja team). */
export function ApproveDialog({
  offerId,
  candidateId,
  name,
  onClose,
}: {
  offerId: string;
  candidateId: string;
  name: string;
  onClose: () => void;
}) {
  const t = useTranslations("Decisions.approve");
  const [note, setNote] = useState("");
  return (
    <DecisionDialog
      offerId={offerId}
      candidateId={candidateId}
      title={t("title", { name })}
      body={t("body")}
      cancelLabel={t("cancel")}
      confirmLabel={t("confirm")}
      workingLabel={t("working")}
      doneMessage={t("done")}
      decision={() => ({ decision: "approved", feedback: note })}
      onClose={onClose}
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
