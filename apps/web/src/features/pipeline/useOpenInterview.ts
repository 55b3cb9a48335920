"use client";

import { useLocale } from "next-intl";
import { useCallback } from "react";
import { useToast } from "@/features/toast/ToastProvider";
import { useRouter } from "@/i18n/navigation";
import { errorDetails } from "@/lib/api/error-details";
import { apiErrorMessage } from "@/lib/api/errors";
import { useCreateMatchingInterview, useRefreshPipeline } from "./queries";

/**
 * "Matching interview" on a card: creates it (the candidate moves to
 * matching_interview_scheduled) and opens its form; an open one is simply opened.
 */
export function useOpenInterview(offerId: string) {
  const create = useCreateMatchingInterview();
  const refresh = useRefreshPipeline(offerId);
  const router = useRouter();
  const toast = useToast();
  const locale = useLocale() as "es" | "en";
  return useCallback(
    (candidateId: string) =>
      create.mutate(candidateId, {
        onSuccess: (interview) => {
          void refresh();
          router.push(`/matching-interview/${interview.id}`);
        },
        onError: (error) => {
          const existing = errorDetails(error, "MATCHING_INTERVIEW_EXISTS")?.matchingInterviewId;
          if (existing) router.push(`/matching-interview/${existing}`);
          else toast.error(apiErrorMessage(error, locale));
        },
      }),
    [create, refresh, router, toast, locale],
  );
}
