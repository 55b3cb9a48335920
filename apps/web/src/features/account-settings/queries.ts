"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

export const accountKeys = {
  sessions: ["account", "sessions"] as const,
  profile: ["account", "profile"] as const,
  company: ["account", "company"] as const,
  plan: ["account", "plan"] as const,
  team: ["account", "team"] as const,
  adminCustomers: (q: string) => ["account", "admin-customers", q] as const,
};

export function useSessions() {
  const call = useCall();
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => call(routes.account.sessions, {}, { signal }),
  });
}

export function useAccountProfile() {
  const call = useCall();
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => call(routes.account.profile, {}, { signal }),
  });
}

export function useCompany(enabled: boolean) {
  const call = useCall();
  return useQuery({
    queryKey: accountKeys.company,
    queryFn: ({ signal }) => call(routes.plans.company, {}, { signal }),
    enabled,
  });
}

export function usePlanUsage(enabled = true) {
  const call = useCall();
  return useQuery({
    queryKey: accountKeys.plan,
    queryFn: ({ signal }) => call(routes.plans.usage, {}, { signal }),
    enabled,
  });
}

export function useTeam() {
  const call = useCall();
  return useQuery({
    queryKey: accountKeys.team,
    queryFn: ({ signal }) => call(routes.team.read, {}, { signal }),
  });
}

/** A mutation that refreshes the given queries once it succeeds. */
export function useAccountMutation<T>(
  mutationFn: (input: T) => Promise<unknown>,
  refresh: ReadonlyArray<readonly string[]>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
