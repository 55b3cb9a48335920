"use client";

import type { RunRequest, SaveAnswerRequest } from "@encaja/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { noRetryOn4xx } from "@/lib/api/client";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

export const assessmentKeys = {
  catalogue: ["assessments", "catalogue"] as const,
  mine: ["assessments", "mine"] as const,
  attempt: (id: string) => ["assessments", "attempt", id] as const,
};

export function useCatalogue() {
  const call = useCall();
  return useQuery({
    queryKey: assessmentKeys.catalogue,
    queryFn: ({ signal }) =>
      call(routes.assessments.list, { query: { limit: 100 } }, { signal, token: null }),
    staleTime: 60_000,
  });
}

export function useMyAssessments() {
  const call = useCall();
  return useQuery({
    queryKey: assessmentKeys.mine,
    queryFn: ({ signal }) => call(routes.assessments.mine, {}, { signal }),
    retry: noRetryOn4xx,
  });
}

export function useAttempt(id: string) {
  const call = useCall();
  return useQuery({
    queryKey: assessmentKeys.attempt(id),
    queryFn: ({ signal }) => call(routes.assessments.attempt, { params: { id } }, { signal }),
    retry: noRetryOn4xx,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Opens (or resumes) an attempt. */
export function useStartAttempt() {
  const call = useCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assessmentId: string) =>
      call(routes.assessments.start, { params: { id: assessmentId } }),
    onSuccess: (attempt) => {
      client.setQueryData(assessmentKeys.attempt(attempt.id), attempt);
      void client.invalidateQueries({ queryKey: assessmentKeys.mine });
    },
  });
}

export function useSaveAnswer(attemptId: string) {
  const call = useCall();
  return useMutation({
    mutationFn: (body: SaveAnswerRequest) =>
      call(routes.assessments.saveAnswer, { params: { id: attemptId }, body }),
  });
}

export function useRunSamples(attemptId: string) {
  const call = useCall();
  return useMutation({
    mutationFn: (body: RunRequest) =>
      call(routes.assessments.run, { params: { id: attemptId }, body }),
  });
}

export function useSubmitAttempt(attemptId: string) {
  const call = useCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.assessments.submit, { params: { id: attemptId } }),
    onSuccess: (attempt) => {
      client.setQueryData(assessmentKeys.attempt(attempt.id), attempt);
      void client.invalidateQueries({ queryKey: assessmentKeys.mine });
    },
  });
}
