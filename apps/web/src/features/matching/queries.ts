"use client";

import type { MatchRankingKind } from "@encaja/contracts";
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { pipelineKeys, useRefreshPipeline } from "@/features/pipeline/queries";
import { noRetryOn4xx } from "@/lib/api/client";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

/**
 * GET /offers/{id}/matches, best first; `includeExcluded` adds the hard-filtered ones, `ranking`
 * picks the company's learnt weights (`adjusted`) or the defaults (`base`).
 */
export function useMatches(offerId: string, includeExcluded: boolean, ranking: MatchRankingKind) {
  const call = useCall();
  return useInfiniteQuery({
    queryKey: [...pipelineKeys.matches(offerId), includeExcluded, ranking],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = { limit: 20, includeExcluded, ranking, cursor: pageParam ?? undefined };
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
