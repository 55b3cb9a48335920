"use client";

import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api/client";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

/** GET /developers/{professionalId}: what the viewer may see (staff: all; customers: presented). */
export function useDeveloperView(professionalId: string) {
  const call = useCall();
  return useQuery({
    queryKey: ["developer-view", professionalId],
    queryFn: ({ signal }) =>
      call(routes.developers.view, { params: { professionalId } }, { signal }),
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
