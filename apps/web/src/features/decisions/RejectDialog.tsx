"use client";

import {
  type Locale,
  type RejectionReason,
  rejectionReasonLabels,
  rejectionReasons,
} from "@encaja/contracts";
import Stack from "@mui/material/Stack";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { TextAreaField } from "@/features/forms/TextAreaField";
import { type CandidateDialogProps, DecisionDialog } from "./DecisionDialog";

/** Rejects a presented candidate: a reason is required, feedback is free text. */
export function RejectDialog(props: CandidateDialogProps) {
  const t = useTranslations("Decisions.reject");
  const locale = useLocale() as Locale;
  const [reason, setReason] = useState<RejectionReason | "">("");
  const [feedback, setFeedback] = useState("");
  const [tried, setTried] = useState(false);
  return (
    <DecisionDialog
      kind="reject"
      {...props}
      decision={() => {
        setTried(true);
        return reason ? { decision: "not_approved", reason, feedback } : null;
      }}
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
        <TextAreaField
          label={t("feedback")}
          value={feedback}
          onChange={setFeedback}
          minRows={3}
          fullWidth
          maxLength={2000}
        />
      </Stack>
    </DecisionDialog>
  );
}
