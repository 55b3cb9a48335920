"use client";

import type {
  AddCandidateRequest,
  BulkStatusRequest,
  BulkStatusResult,
  Candidate,
  CandidateBoard,
  CandidateHistory,
  MatchingInterview,
  UpdateCandidateRequest,
} from "@encaja/contracts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { offerKeys } from "@/features/offers/queries";
import { ApiError } from "@/lib/api/client";
import { useApi } from "@/lib/api/hooks";

const noRetryOn4xx = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const pipelineKeys = {
  board: (offerId: string) => ["pipeline", "board", offerId] as const,
  history: (candidateId: string) => ["pipeline", "history", candidateId] as const,
  matches: (offerId: string) => ["pipeline", "matches", offerId] as const,
};

/** GET /offers/{id}/candidates: the board's cards (oldest first) plus every status count. */
export function useBoard(offerId: string) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: pipelineKeys.board(offerId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<CandidateBoard>(
        `/offers/${encodeURIComponent(offerId)}/candidates?limit=100${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor,
    retry: noRetryOn4xx,
  });
}

export function useHistory(candidateId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: pipelineKeys.history(candidateId ?? ""),
    enabled: candidateId !== null,
    queryFn: ({ signal }) =>
      api<CandidateHistory>(`/candidates/${encodeURIComponent(candidateId ?? "")}/history`, {
        signal,
      }),
    retry: noRetryOn4xx,
  });
}

/** Refreshes everything a pipeline change touches: board, matches, history, offer counts. */
export function useRefreshPipeline(offerId: string) {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: pipelineKeys.board(offerId) }),
        client.invalidateQueries({ queryKey: pipelineKeys.matches(offerId) }),
        client.invalidateQueries({ queryKey: ["pipeline", "history"] }),
        client.invalidateQueries({ queryKey: offerKeys.detail(offerId) }),
        client.invalidateQueries({ queryKey: offerKeys.candidates(offerId) }),
      ]),
    [client, offerId],
  );
}

export function useMoveCandidate(offerId: string) {
  const api = useApi();
  const refresh = useRefreshPipeline(offerId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCandidateRequest }) =>
      api<Candidate>(`/candidates/${encodeURIComponent(id)}`, { method: "PATCH", body }),
    onSuccess: refresh,
  });
}

export function useBulkMove(offerId: string) {
  const api = useApi();
  const refresh = useRefreshPipeline(offerId);
  return useMutation({
    mutationFn: (body: BulkStatusRequest) =>
      api<BulkStatusResult>(`/offers/${encodeURIComponent(offerId)}/candidates/bulk-status`, {
        method: "POST",
        body,
      }),
    onSuccess: refresh,
  });
}

export function useAddCandidate(offerId: string) {
  const api = useApi();
  const refresh = useRefreshPipeline(offerId);
  return useMutation({
    mutationFn: (body: AddCandidateRequest) =>
      api<Candidate>(`/offers/${encodeURIComponent(offerId)}/candidates`, {
        method: "POST",
        body,
      }),
    onSuccess: refresh,
  });
}

/** POST /candidates/{id}/matching-interview; an existing one answers 409 with it. */
export function useCreateMatchingInterview() {
  const api = useApi();
  return useMutation({
    mutationFn: (candidateId: string) =>
      api<MatchingInterview>(`/candidates/${encodeURIComponent(candidateId)}/matching-interview`, {
        method: "POST",
        body: {},
      }),
  });
}
