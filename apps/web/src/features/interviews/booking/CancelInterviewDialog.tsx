"use client";

import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast } from "@/lib/api/hooks";
import { useCancelInterview } from "./queries";

/** Asks before cancelling one's interview (the interviewer is emailed a cancellation). */
export function CancelInterviewDialog({
  interviewId,
  open,
  onClose,
  onCancelled,
}: {
  interviewId: string;
  open: boolean;
  onClose: () => void;
  onCancelled?: () => void;
}) {
  const t = useTranslations("DeveloperInterviews.interview");
  const toast = useToast();
  const showError = useApiErrorToast();
  const cancel = useCancelInterview(interviewId);
  // mutateAsync: the card (and this dialog) may unmount once the list shows it cancelled.
  const confirm = async () => {
    try {
      await cancel.mutateAsync();
      toast.success(t("cancelled"));
      onCancelled?.();
    } catch (error) {
      showError(error);
    } finally {
      onClose();
    }
  };
  if (!open) return null;
  return (
    <ConfirmDialog
      title={t("cancelTitle")}
      body={t("cancelBody")}
      busy={cancel.isPending}
      cancelLabel={t("keep")}
      confirmLabel={cancel.isPending ? t("cancelling") : t("confirmCancel")}
      confirmColor="error"
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
