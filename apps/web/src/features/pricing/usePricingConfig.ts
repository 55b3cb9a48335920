"use client";

import { useQuery } from "@tanstack/react-query";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

export const pricingConfigKey = ["pricing", "config"] as const;

/** GET /pricing/config: the one pricing configuration every figure on the site comes from. */
export function usePricingConfig() {
  const call = useCall();
  return useQuery({
    queryKey: pricingConfigKey,
    queryFn: ({ signal }) => call(routes.pricing.config, {}, { signal }),
    staleTime: 60_000,
  });
}
