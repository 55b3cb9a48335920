"use client";

import type { DeveloperView } from "@encaja/contracts";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api/client";
import { useApi } from "@/lib/api/hooks";

/** GET /developers/{professionalId}: what the viewer may see (staff: all; customers: presented). */
export function useDeveloperView(professionalId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ["developer-view", professionalId],
    queryFn: ({ signal }) =>
      api<DeveloperView>(`/developers/${encodeURIComponent(professionalId)}`, { signal }),
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
