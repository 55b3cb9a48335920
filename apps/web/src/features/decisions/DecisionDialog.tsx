"use client";

import type { DecideCandidateRequest } from "@encaja/contracts";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { useToast } from "@/features/toast/ToastProvider";
import { useDecideCandidate } from "./queries";

/** Which presented candidate a decision dialog is about, and how it closes. */
export type CandidateDialogProps = {
  offerId: string;
  candidateId: string;
  /** The candidate's name, for the title. */
  name: string;
  onClose: () => void;
};

/**
 * What both decision dialogs share: title, explanation, the API's error, the two buttons (their
 * texts from the `Decisions.approve` or `Decisions.reject` messages), and sending the decision
 * (a toast and closing on success; the error stays in the dialog).
 */
export function DecisionDialog({
  kind,
  offerId,
  candidateId,
  name,
  decision,
  onClose,
  children,
}: CandidateDialogProps & {
  kind: "approve" | "reject";
  /** The decision to send, or null when the form is not complete yet (nothing is sent). */
  decision: () => DecideCandidateRequest | null;
  children: ReactNode;
}) {
  const t = useTranslations(`Decisions.${kind}`);
  const toast = useToast();
  const decide = useDecideCandidate(offerId, candidateId);
  const pending = decide.isPending;
  const confirm = async () => {
    const request = decision();
    if (!request) return;
    try {
      await decide.mutateAsync(request);
      toast.success(t("done"));
      onClose();
    } catch {
      // Shown in the dialog (decide.error).
    }
  };
  return (
    <ConfirmDialog
      title={t("title", { name })}
      body={t("body")}
      error={decide.isError ? decide.error : null}
      busy={pending}
      cancelLabel={t("cancel")}
      confirmLabel={pending ? t("working") : t("confirm")}
      confirmColor={kind === "reject" ? "error" : "primary"}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
