"use client";

import type { AutocompleteRenderValueGetItemProps } from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import { useQuery } from "@tanstack/react-query";

/** Lower case without accents, to match what a person types against names. */
export const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * The country and currency lists live in a contracts module that also defines zod
 * schemas, so they load on demand (zod stays out of the page's first load).
 */
export function useContractLists() {
  return useQuery({
    queryKey: ["contracts", "lists"],
    queryFn: async () => {
      const { countryCodes, currencyCodes } = await import("@encaja/contracts");
      return { countryCodes, currencyCodes };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A multiple Autocomplete's chosen values, as small removable chips. */
export function chips(
  items: Array<{ name: string }>,
  getItemProps: AutocompleteRenderValueGetItemProps<true>,
) {
  return items.map((option, index) => {
    const { key, ...props } = getItemProps({ index });
    return <Chip key={key} label={option.name} size="small" {...props} />;
  });
}
