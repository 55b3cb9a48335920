"use client";

import type {
  AddCandidateRequest,
  BulkStatusRequest,
  UpdateCandidateRequest,
} from "@encaja/contracts";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { offerKeys } from "@/features/offers/queries";
import { noRetryOn4xx } from "@/lib/api/client";
import { firstPage } from "@/lib/api/early-data";
import { useCall, useEarly } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

export const pipelineKeys = {
  board: (offerId: string) => ["pipeline", "board", offerId] as const,
  history: (candidateId: string) => ["pipeline", "history", candidateId] as const,
  matches: (offerId: string) => ["pipeline", "matches", offerId] as const,
  interviews: (offerId: string) => ["pipeline", "interviews", offerId] as const,
  matchingInterviews: (offerId: string) => ["pipeline", "matching-interviews", offerId] as const,
};

type Call = ReturnType<typeof useCall>;
type Early = ReturnType<typeof useEarly>;

/** GET /offers/{id}/interviews: the soft, hard and English interviews of every candidate. */
const offerInterviewsQuery = (call: Call, early: Early, offerId: string) =>
  queryOptions({
    queryKey: pipelineKeys.interviews(offerId),
    queryFn: ({ signal }) =>
      call(routes.interviews.ofOffer, { params: { id: offerId } }, { signal }),
    ...early(routes.interviews.ofOffer, { params: { id: offerId } }),
    retry: noRetryOn4xx,
  });

/** GET /offers/{id}/matching-interviews: each candidate's matching interviews. */
const offerMatchingInterviewsQuery = (call: Call, early: Early, offerId: string) =>
  queryOptions({
    queryKey: pipelineKeys.matchingInterviews(offerId),
    queryFn: ({ signal }) =>
      call(routes.pipeline.offerInterviews, { params: { id: offerId } }, { signal }),
    ...early(routes.pipeline.offerInterviews, { params: { id: offerId } }),
    retry: noRetryOn4xx,
  });

/** GET /offers/{id}/candidates: the board's cards (oldest first) plus every status count. */
const boardQuery = (call: Call, early: Early, offerId: string) =>
  infiniteQueryOptions({
    queryKey: pipelineKeys.board(offerId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      call(
        routes.offers.candidates,
        { params: { id: offerId }, query: { limit: 100, cursor: pageParam ?? undefined } },
        { signal },
      ),
    ...early(
      routes.offers.candidates,
      { params: { id: offerId }, query: { limit: 100 } },
      firstPage,
    ),
    getNextPageParam: (last) => last.nextCursor,
    retry: noRetryOn4xx,
  });

export function useOfferInterviews(offerId: string) {
  const call = useCall();
  return useQuery({
    ...offerInterviewsQuery(call, useEarly(), offerId),
    select: (list) => list.items,
  });
}

export function useOfferMatchingInterviews(offerId: string) {
  const call = useCall();
  return useQuery({
    ...offerMatchingInterviewsQuery(call, useEarly(), offerId),
    select: (list) => list.items,
  });
}

export function useBoard(offerId: string) {
  return useInfiniteQuery(boardQuery(useCall(), useEarly(), offerId));
}

/**
 * Asks for the board's data as the offer page mounts, when it opens on the board: the board
 * itself renders only once the offer has loaded, and its three requests then came after it.
 */
export function usePrefetchBoard(offerId: string, enabled: boolean) {
  const call = useCall();
  const early = useEarly();
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    void client.prefetchInfiniteQuery(boardQuery(call, early, offerId));
    void client.prefetchQuery(offerInterviewsQuery(call, early, offerId));
    void client.prefetchQuery(offerMatchingInterviewsQuery(call, early, offerId));
  }, [enabled, call, early, client, offerId]);
}

export function useHistory(candidateId: string | null) {
  const call = useCall();
  return useQuery({
    queryKey: pipelineKeys.history(candidateId ?? ""),
    enabled: candidateId !== null,
    queryFn: ({ signal }) =>
      call(routes.pipeline.history, { params: { id: candidateId ?? "" } }, { signal }),
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
        client.invalidateQueries({ queryKey: pipelineKeys.interviews(offerId) }),
        client.invalidateQueries({ queryKey: pipelineKeys.matchingInterviews(offerId) }),
        client.invalidateQueries({ queryKey: offerKeys.detail(offerId) }),
        client.invalidateQueries({ queryKey: offerKeys.candidates(offerId) }),
      ]),
    [client, offerId],
  );
}

export function useMoveCandidate(offerId: string) {
  const call = useCall();
  const refresh = useRefreshPipeline(offerId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCandidateRequest }) =>
      call(routes.pipeline.updateCandidate, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useBulkMove(offerId: string) {
  const call = useCall();
  const refresh = useRefreshPipeline(offerId);
  return useMutation({
    mutationFn: (body: BulkStatusRequest) =>
      call(routes.pipeline.bulkStatus, { params: { id: offerId }, body }),
    onSuccess: refresh,
  });
}

export function useAddCandidate(offerId: string) {
  const call = useCall();
  const refresh = useRefreshPipeline(offerId);
  return useMutation({
    mutationFn: (body: AddCandidateRequest) =>
      call(routes.pipeline.addCandidate, { params: { id: offerId }, body }),
    onSuccess: refresh,
  });
}
