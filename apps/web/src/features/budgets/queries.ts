"use client";

import type {
  BudgetDetail,
  BudgetResponseRequest,
  BudgetStatus,
  CreateBudgetRequest,
  UpdateBudgetRequest,
} from "@encaja/contracts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

const budgetKey = (id: string) => ["budgets", "one", id] as const;

/**
 * Budgets, a page at a time ("Load more"): staff filter by company and status; a company gets its
 * own sent ones.
 */
export function useBudgets(
  query: { customerId?: string; status?: BudgetStatus; limit?: number } = {},
) {
  const call = useCall();
  return useInfiniteQuery({
    queryKey: ["budgets", "list", query],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      call(
        routes.budgets.list,
        { query: { ...query, cursor: pageParam ?? undefined } },
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useBudget(id: string | null) {
  const call = useCall();
  return useQuery({
    queryKey: budgetKey(id ?? "none"),
    queryFn: ({ signal }) => call(routes.budgets.get, { params: { id: id! } }, { signal }),
    enabled: id !== null,
    retry: false,
  });
}

function useBudgetMutation<I>(run: (input: I) => Promise<BudgetDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (budget) => {
      queryClient.setQueryData(budgetKey(budget.id), budget);
      await queryClient.invalidateQueries({ queryKey: ["budgets", "list"] });
    },
  });
}

export function useSaveBudget(id: string | null) {
  const call = useCall();
  return useBudgetMutation(
    (body: z.input<typeof CreateBudgetRequest> | z.input<typeof UpdateBudgetRequest>) =>
      id
        ? call(routes.budgets.update, {
            params: { id },
            body: body as z.input<typeof UpdateBudgetRequest>,
          })
        : call(routes.budgets.create, { body: body as z.input<typeof CreateBudgetRequest> }),
  );
}

export function useSendBudget() {
  const call = useCall();
  return useBudgetMutation((id: string) => call(routes.budgets.send, { params: { id } }));
}

export function useRespondToBudget(id: string, version: number) {
  const call = useCall();
  return useBudgetMutation((body: BudgetResponseRequest) =>
    call(routes.budgets.respond, { params: { id, version }, body }),
  );
}
