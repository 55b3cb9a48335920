"use client";

import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback } from "react";
import { queryFromSearchParams } from "@/lib/api/call";
import { noRetryOn4xx } from "@/lib/api/client";
import { useCall, useEarly } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

export const offerKeys = {
  all: ["offers"] as const,
  list: (query: string) => ["offers", "list", query] as const,
  detail: (id: string) => ["offers", "detail", id] as const,
  candidates: (id: string) => ["offers", "candidates", id] as const,
};

/** GET /offers with filters; pages follow `nextCursor`. */
export function useOfferList(query: URLSearchParams) {
  const call = useCall();
  const qs = query.toString();
  return useInfiniteQuery({
    queryKey: offerKeys.list(qs),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(qs);
      if (pageParam) params.set("cursor", pageParam);
      const query = queryFromSearchParams(routes.offers.list, params);
      return call(routes.offers.list, { query }, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    retry: noRetryOn4xx,
  });
}

export function useOffer(id: string) {
  const call = useCall();
  const early = useEarly();
  return useQuery({
    queryKey: offerKeys.detail(id),
    queryFn: ({ signal }) => call(routes.offers.get, { params: { id } }, { signal }),
    ...early(routes.offers.get, { params: { id } }),
    retry: noRetryOn4xx,
  });
}

/** The offer's candidates (applicants, invited, suggested), newest first. */
export function useCandidates(id: string) {
  const call = useCall();
  return useInfiniteQuery({
    queryKey: offerKeys.candidates(id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      call(
        routes.offers.candidates,
        { params: { id }, query: { limit: 50, cursor: pageParam ?? undefined } },
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor,
    retry: noRetryOn4xx,
  });
}

/** Companies matching a text (GET /customers), for the customer pickers. */
export function useCustomerSearch(q: string) {
  const call = useCall();
  return useQuery({
    queryKey: ["customers", q],
    queryFn: ({ signal }) =>
      call(routes.offers.customers, { query: { limit: 20, q: q || undefined } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useRefreshOffers() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: offerKeys.all }), [client]);
}
