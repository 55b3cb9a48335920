"use client";

import Button from "@mui/material/Button";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { useApiErrorToast } from "@/lib/api/hooks";
import { useMyAssessments, useStartAttempt } from "./queries";

/** Onboarding's "Start now": opens (or resumes) the code assessment, then onboarding can finish. */
export function OnboardingCodeAssessmentStart({ onStart }: { onStart: () => void }) {
  const t = useTranslations("Assessments.onboarding");
  const router = useRouter();
  const mine = useMyAssessments();
  const start = useStartAttempt();
  const showError = useApiErrorToast();
  const open = mine.data?.inProgress.find((a) => a.kind === "code");
  const code = mine.data?.available.find((a) => a.kind === "code");
  if (!open && (!code || code.retakeAt)) return null;
  const go = (id: string) => router.push(`/dashboard/assessments/${id}?from=onboarding`);
  return (
    <Button
      variant="outlined"
      size="large"
      disabled={start.isPending}
      onClick={() => {
        onStart();
        if (open) return go(open.id);
        start.mutate(code!.id, { onSuccess: (a) => go(a.id), onError: showError });
      }}
    >
      {start.isPending ? t("starting") : t("start")}
    </Button>
  );
}
