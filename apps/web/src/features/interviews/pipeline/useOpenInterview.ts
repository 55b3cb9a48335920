"use client";

import type { Candidate, MatchingInterview } from "@encaja/contracts";
import { useCallback } from "react";
import { useRouter } from "@/i18n/navigation";

/**
 * "Matching interview" on a card: an open one is simply opened; otherwise `schedule` asks
 * when and with whom (ScheduleInterviewDialog) before creating it.
 */
export function useOpenInterview(
  matchingInterviews: readonly MatchingInterview[] | undefined,
  schedule: (candidate: Candidate) => void,
) {
  const router = useRouter();
  return useCallback(
    (candidate: Candidate) => {
      const open = matchingInterviews?.find(
        (mi) => mi.candidateId === candidate.id && mi.state === "scheduled",
      );
      if (open) router.push(`/matching-interview/${open.id}`);
      else schedule(candidate);
    },
    [matchingInterviews, schedule, router],
  );
}
