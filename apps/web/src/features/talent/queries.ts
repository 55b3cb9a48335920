"use client";

import { routes } from "@encaja/contracts";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { queryFromSearchParams } from "@/lib/api/call";
import { ApiError } from "@/lib/api/client";
import { useCall } from "@/lib/api/hooks";

/** GET /talent with the URL's filters; "load more" follows `nextCursor`. */
export function useTalent(query: string, enabled: boolean) {
  const call = useCall();
  return useInfiniteQuery({
    queryKey: ["talent", query],
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      params.set("limit", "20");
      if (pageParam) params.set("cursor", pageParam);
      return call(
        routes.talent.search,
        { query: queryFromSearchParams(routes.talent.search, params) },
        { signal },
      );
    },
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
