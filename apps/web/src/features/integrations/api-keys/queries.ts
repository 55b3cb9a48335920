"use client";

import { useQuery } from "@tanstack/react-query";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

export const apiKeysQueryKey = ["integrations", "api-keys"] as const;

/** The caller's live API keys and what they may do with them. */
export function useApiKeys() {
  const call = useCall();
  return useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) => call(routes.apiKeys.list, {}, { signal }),
  });
}
