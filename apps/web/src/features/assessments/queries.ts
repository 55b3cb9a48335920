"use client";

import {
  AssessmentList,
  AttemptDetail,
  MyAssessments,
  type RunRequest,
  RunResult,
  type SaveAnswerRequest,
  SaveAnswerResult,
} from "@encaja/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api/client";
import { useApi } from "@/lib/api/hooks";

export const assessmentKeys = {
  catalogue: ["assessments", "catalogue"] as const,
  mine: ["assessments", "mine"] as const,
  attempt: (id: string) => ["assessments", "attempt", id] as const,
};

const noRetryOn4xx = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function useCatalogue() {
  const api = useApi();
  return useQuery({
    queryKey: assessmentKeys.catalogue,
    queryFn: ({ signal }) =>
      api("/assessments?limit=100", { signal, token: null, parse: AssessmentList.parse }),
    staleTime: 60_000,
  });
}

export function useMyAssessments() {
  const api = useApi();
  return useQuery({
    queryKey: assessmentKeys.mine,
    queryFn: ({ signal }) =>
      api("/developers/me/assessments", { signal, parse: MyAssessments.parse }),
    retry: noRetryOn4xx,
  });
}

export function useAttempt(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: assessmentKeys.attempt(id),
    queryFn: ({ signal }) => api(`/attempts/${id}`, { signal, parse: AttemptDetail.parse }),
    retry: noRetryOn4xx,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Opens (or resumes) an attempt. */
export function useStartAttempt() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assessmentId: string) =>
      api(`/assessments/${assessmentId}/attempts`, { method: "POST", parse: AttemptDetail.parse }),
    onSuccess: (attempt) => {
      client.setQueryData(assessmentKeys.attempt(attempt.id), attempt);
      void client.invalidateQueries({ queryKey: assessmentKeys.mine });
    },
  });
}

export function useSaveAnswer(attemptId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (body: SaveAnswerRequest) =>
      api(`/attempts/${attemptId}/answers`, {
        method: "POST",
        body,
        parse: SaveAnswerResult.parse,
      }),
  });
}

export function useRunSamples(attemptId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (body: RunRequest) =>
      api(`/attempts/${attemptId}/runs`, { method: "POST", body, parse: RunResult.parse }),
  });
}

export function useSubmitAttempt(attemptId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/attempts/${attemptId}/submit`, { method: "POST", parse: AttemptDetail.parse }),
    onSuccess: (attempt) => {
      client.setQueryData(assessmentKeys.attempt(attempt.id), attempt);
      void client.invalidateQueries({ queryKey: assessmentKeys.mine });
    },
  });
}
