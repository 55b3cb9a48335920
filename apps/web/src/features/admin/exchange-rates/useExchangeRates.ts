"use client";

import { useQuery } from "@tanstack/react-query";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

export const exchangeRatesKey = ["admin", "exchange-rates"] as const;

/** GET /admin/exchange-rates: the rates in force, the scheduled ones and their history. */
export function useExchangeRates() {
  const call = useCall();
  return useQuery({
    queryKey: exchangeRatesKey,
    queryFn: ({ signal }) => call(routes.adminExchangeRates.list, {}, { signal }),
  });
}
