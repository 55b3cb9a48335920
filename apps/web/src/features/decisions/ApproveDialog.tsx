"use client";

import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/features/toast/ToastProvider";
import { DecisionDialog } from "./DecisionDialog";
import { useDecideCandidate } from "./queries";

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
  const toast = useToast();
  const decide = useDecideCandidate(offerId, candidateId);
  const [note, setNote] = useState("");
  const confirm = async () => {
    try {
      await decide.mutateAsync({ decision: "approved", feedback: note });
      toast.success(t("done"));
      onClose();
    } catch {
      // Shown in the dialog (decide.error).
    }
  };
  return (
    <DecisionDialog
      title={t("title", { name })}
      body={t("body")}
      error={decide.isError ? decide.error : null}
      pending={decide.isPending}
      cancelLabel={t("cancel")}
      confirmLabel={decide.isPending ? t("working") : t("confirm")}
      onConfirm={() => void confirm()}
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
