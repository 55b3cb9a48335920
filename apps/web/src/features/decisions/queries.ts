"use client";

import type { DecideCandidateRequest, PresentedCandidateList } from "@encaja/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCall, useEarly } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

const presentedKey = (offerId: string) => ["customer", "offer", offerId, "presented"] as const;

/** The candidates presented to the company for one of its offers. */
export function usePresentedCandidates(offerId: string) {
  const call = useCall();
  const early = useEarly();
  const input = { params: { id: offerId } };
  return useQuery({
    queryKey: presentedKey(offerId),
    queryFn: ({ signal }) => call(routes.customerCandidates.list, input, { signal }),
    ...early(routes.customerCandidates.list, input),
    retry: false,
  });
}

/** Approves or rejects a presented candidate; the offer's lists and counts refresh after. */
export function useDecideCandidate(offerId: string, candidateId: string) {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideCandidateRequest) =>
      call(routes.customerCandidates.decide, { params: { id: candidateId }, body }),
    onSuccess: async (updated) => {
      queryClient.setQueryData<PresentedCandidateList>(presentedKey(offerId), (list) =>
        list
          ? {
              items: list.items.map((i) => (i.candidateId === updated.candidateId ? updated : i)),
            }
          : list,
      );
      await queryClient.invalidateQueries({ queryKey: ["customer"] });
    },
  });
}
