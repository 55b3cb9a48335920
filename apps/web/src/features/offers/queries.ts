"use client";

import type { CandidateList, CustomerList, OfferDetail, OfferList } from "@encaja/contracts";
import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback } from "react";
import { ApiError } from "@/lib/api/client";
import { useApi } from "@/lib/api/hooks";

const noRetryOn4xx = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const offerKeys = {
  all: ["offers"] as const,
  list: (query: string) => ["offers", "list", query] as const,
  detail: (id: string) => ["offers", "detail", id] as const,
  candidates: (id: string) => ["offers", "candidates", id] as const,
};

/** GET /offers with filters; pages follow `nextCursor`. */
export function useOfferList(query: URLSearchParams) {
  const api = useApi();
  const qs = query.toString();
  return useInfiniteQuery({
    queryKey: offerKeys.list(qs),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(qs);
      if (pageParam) params.set("cursor", pageParam);
      return api<OfferList>(`/offers?${params}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    retry: noRetryOn4xx,
  });
}

export function useOffer(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: offerKeys.detail(id),
    queryFn: ({ signal }) => api<OfferDetail>(`/offers/${encodeURIComponent(id)}`, { signal }),
    retry: noRetryOn4xx,
  });
}

/** The offer's candidates (applicants, invited, suggested), newest first. */
export function useCandidates(id: string) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: offerKeys.candidates(id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<CandidateList>(
        `/offers/${encodeURIComponent(id)}/candidates?limit=50${pageParam ? `&cursor=${pageParam}` : ""}`,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor,
    retry: noRetryOn4xx,
  });
}

/** Companies matching a text (GET /customers), for the customer pickers. */
export function useCustomerSearch(q: string) {
  const api = useApi();
  return useQuery({
    queryKey: ["customers", q],
    queryFn: ({ signal }) =>
      api<CustomerList>(`/customers?limit=20${q ? `&q=${encodeURIComponent(q)}` : ""}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useRefreshOffers() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: offerKeys.all }), [client]);
}
