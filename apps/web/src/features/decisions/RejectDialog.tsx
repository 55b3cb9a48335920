"use client";

import {
  type Locale,
  type RejectionReason,
  rejectionReasonLabels,
  rejectionReasons,
} from "@encaja/contracts";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { useToast } from "@/features/toast/ToastProvider";
import { DecisionDialog } from "./DecisionDialog";
import { useDecideCandidate } from "./queries";

/** Rejects a presented candidate: a reason is required, feedback is free text. */
export function RejectDialog({
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
  const t = useTranslations("Decisions.reject");
  const locale = useLocale() as Locale;
  const toast = useToast();
  const decide = useDecideCandidate(offerId, candidateId);
  const [reason, setReason] = useState<RejectionReason | "">("");
  const [feedback, setFeedback] = useState("");
  const [tried, setTried] = useState(false);
  const submit = async () => {
    setTried(true);
    if (!reason) return;
    try {
      await decide.mutateAsync({ decision: "not_approved", reason, feedback });
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
      confirmColor="error"
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <EnumSelect
          label={t("reason")}
          options={rejectionReasons}
          optionLabel={(r) => rejectionReasonLabels[r][locale]}
          emptyLabel={t("choose")}
          value={reason}
          onChange={setReason}
          required
          fullWidth
          {...(tried && !reason ? { error: t("reasonRequired") } : {})}
        />
        <TextField
          label={t("feedback")}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </Stack>
    </DecisionDialog>
  );
}
