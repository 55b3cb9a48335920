"use client";

import { routes, type UpdateMatchingInterviewRequest } from "@encaja/contracts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pipelineKeys, useRefreshPipeline } from "@/features/pipeline/queries";
import { ApiError } from "@/lib/api/client";
import { useCall } from "@/lib/api/hooks";

const noRetryOn4xx = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** GET /offers/{id}/matches, best first; `includeExcluded` adds the hard-filtered ones. */
export function useMatches(offerId: string, includeExcluded: boolean) {
  const call = useCall();
  return useInfiniteQuery({
    queryKey: [...pipelineKeys.matches(offerId), includeExcluded],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = { limit: 20, includeExcluded, cursor: pageParam ?? undefined };
      return call(routes.matching.matches, { params: { id: offerId }, query }, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    retry: noRetryOn4xx,
  });
}

/** POST /offers/{id}/invitations for one developer. */
export function useInvite(offerId: string) {
  const call = useCall();
  const refresh = useRefreshPipeline(offerId);
  return useMutation({
    mutationFn: (developerId: string) =>
      call(routes.offers.invite, {
        params: { id: offerId },
        body: { developerIds: [developerId] },
      }),
    onSuccess: refresh,
  });
}

/** GET /interviewers, narrowed to who may run a matching interview (matchers, superAdmin). */
export function useMatchingInterviewers() {
  const call = useCall();
  return useQuery({
    queryKey: ["interviewers"],
    queryFn: ({ signal }) => call(routes.interviews.interviewers, {}, { signal }),
    select: (list) => list.items.filter((p) => p.role !== "hardInterviewer"),
    staleTime: 60_000,
    retry: noRetryOn4xx,
  });
}

const interviewKey = (id: string) => ["matching-interview", id] as const;

export function useMatchingInterview(id: string) {
  const call = useCall();
  return useQuery({
    queryKey: interviewKey(id),
    queryFn: ({ signal }) => call(routes.pipeline.interview, { params: { id } }, { signal }),
    retry: noRetryOn4xx,
  });
}

export function useUpdateMatchingInterview(id: string) {
  const call = useCall();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMatchingInterviewRequest) =>
      call(routes.pipeline.updateInterview, { params: { id }, body }),
    onSuccess: (data) => {
      client.setQueryData(interviewKey(id), data);
      void client.invalidateQueries({ queryKey: ["pipeline"] });
    },
  });
}
