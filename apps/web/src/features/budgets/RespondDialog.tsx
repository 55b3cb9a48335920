"use client";

import type { BudgetDecision } from "@encaja/contracts";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { TextAreaField } from "@/features/forms/TextAreaField";
import { useToast } from "@/features/toast/ToastProvider";
import { useRespondToBudget } from "./queries";

/** Confirms accepting or rejecting the current version; a comment is required to reject. */
export function RespondDialog({
  budgetId,
  version,
  total,
  decision,
  onClose,
}: {
  budgetId: string;
  version: number;
  total: string;
  decision: BudgetDecision;
  onClose: () => void;
}) {
  const t = useTranslations(`Budgets.respond.${decision}`);
  const tc = useTranslations("Budgets.respond");
  const toast = useToast();
  const respond = useRespondToBudget(budgetId, version);
  const [comment, setComment] = useState("");
  const [tried, setTried] = useState(false);
  const missing = decision === "rejected" && !comment.trim();
  const confirm = async () => {
    setTried(true);
    if (missing) return;
    try {
      await respond.mutateAsync({ decision, comment } as never);
      toast.success(t("done"));
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <ConfirmDialog
      title={t("title", { version })}
      body={t("body", { total })}
      error={respond.isError ? respond.error : null}
      busy={respond.isPending}
      cancelLabel={tc("cancel")}
      confirmLabel={t("confirm")}
      confirmColor={decision === "rejected" ? "error" : "primary"}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <TextAreaField
        label={decision === "rejected" ? tc("commentRequired") : tc("comment")}
        value={comment}
        onChange={setComment}
        required={decision === "rejected"}
        error={tried && missing}
        helperText={tried && missing ? tc("commentMissing") : undefined}
        minRows={3}
        fullWidth
        maxLength={2000}
      />
    </ConfirmDialog>
  );
}
