"use client";

import { useQuery } from "@tanstack/react-query";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

export const platformSettingsKey = ["admin", "settings"] as const;

/** GET /admin/settings: the platform settings in force, with who changed them last. */
export function usePlatformSettings() {
  const call = useCall();
  return useQuery({
    queryKey: platformSettingsKey,
    queryFn: ({ signal }) => call(routes.adminSettings.read, {}, { signal }),
  });
}
