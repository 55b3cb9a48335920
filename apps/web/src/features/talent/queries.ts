"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api/client";
import { firstPage } from "@/lib/api/early-data";
import { useCall, useEarly } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { talentInput } from "./searchParams";

/** GET /talent with the URL's filters; "load more" follows `nextCursor`. */
export function useTalent(query: string, enabled: boolean) {
  const call = useCall();
  const early = useEarly();
  return useInfiniteQuery({
    queryKey: ["talent", query],
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      call(routes.talent.search, talentInput(query, pageParam), { signal }),
    ...(enabled ? early(routes.talent.search, talentInput(query, null), firstPage) : {}),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
