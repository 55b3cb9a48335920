"use client";

import type {
  InviteDevelopersResult,
  MatchingInterview,
  MatchList,
  UpdateMatchingInterviewRequest,
} from "@encaja/contracts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pipelineKeys, useRefreshPipeline } from "@/features/pipeline/queries";
import { ApiError } from "@/lib/api/client";
import { useApi } from "@/lib/api/hooks";

const noRetryOn4xx = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** GET /offers/{id}/matches, best first; `includeExcluded` adds the hard-filtered ones. */
export function useMatches(offerId: string, includeExcluded: boolean) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...pipelineKeys.matches(offerId), includeExcluded],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: "20", includeExcluded: String(includeExcluded) });
      if (pageParam) params.set("cursor", pageParam);
      return api<MatchList>(`/offers/${encodeURIComponent(offerId)}/matches?${params}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    retry: noRetryOn4xx,
  });
}

/** POST /offers/{id}/invitations for one developer. */
export function useInvite(offerId: string) {
  const api = useApi();
  const refresh = useRefreshPipeline(offerId);
  return useMutation({
    mutationFn: (developerId: string) =>
      api<InviteDevelopersResult>(`/offers/${encodeURIComponent(offerId)}/invitations`, {
        method: "POST",
        body: { developerIds: [developerId] },
      }),
    onSuccess: refresh,
  });
}

const interviewKey = (id: string) => ["matching-interview", id] as const;

export function useMatchingInterview(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: interviewKey(id),
    queryFn: ({ signal }) =>
      api<MatchingInterview>(`/matching-interviews/${encodeURIComponent(id)}`, { signal }),
    retry: noRetryOn4xx,
  });
}

export function useUpdateMatchingInterview(id: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMatchingInterviewRequest) =>
      api<MatchingInterview>(`/matching-interviews/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body,
      }),
    onSuccess: (data) => {
      client.setQueryData(interviewKey(id), data);
      void client.invalidateQueries({ queryKey: ["pipeline"] });
    },
  });
}
