"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { useApi } from "@/lib/api/hooks";

/** Searches a catalogue list (skills, locations…) as the user types; the server folds accents. */
export function useCatalogSearch<T>(path: string, input: string, enabled = true) {
  const api = useApi();
  const q = useDeferredValue(input.trim());
  return useQuery({
    queryKey: ["catalog", path, q],
    queryFn: ({ signal }) =>
      api<{ items: T[] }>(`${path}?limit=20${q ? `&q=${encodeURIComponent(q)}` : ""}`, { signal }),
    enabled,
    staleTime: 3_600_000,
    placeholderData: keepPreviousData,
  });
}
