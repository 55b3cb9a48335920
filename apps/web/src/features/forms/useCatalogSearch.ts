"use client";

import type { EndpointInput } from "@encaja/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { useCall } from "@/lib/api/hooks";
import type { routes } from "@/lib/api/routes";

type CatalogSearchRoute = typeof routes.catalog.skills | typeof routes.catalog.locations;

/** Searches a catalogue list (skills, locations…) as the user types; the server folds accents. */
export function useCatalogSearch<const R extends CatalogSearchRoute>(
  route: R,
  input: string,
  enabled = true,
) {
  const callRoute = useCall();
  const q = useDeferredValue(input.trim());
  return useQuery({
    queryKey: ["catalog", route.path, q],
    queryFn: ({ signal }) =>
      callRoute(route, { query: { limit: 20, ...(q ? { q } : {}) } } as EndpointInput<R>, {
        signal,
      }),
    enabled,
    staleTime: 3_600_000,
    placeholderData: keepPreviousData,
  });
}
