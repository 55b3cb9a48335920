"use client";

import type { LocationRef } from "@encaja/contracts";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/api/routes";
import { useCatalogSearch } from "../useCatalogSearch";
import { type PickerProps, SearchPicker } from "./SearchPicker";

const describe = (o: LocationRef) =>
  o.kind === "city" ? `${o.name}, ${o.countryName}` : o.countryName;

function useLocations(input: string) {
  const search = useCatalogSearch(routes.catalog.locations, input);
  return { items: search.data?.items ?? [], loading: search.isFetching };
}

/** A city or country from /catalog/locations. */
export function LocationPicker(props: PickerProps<LocationRef>) {
  const t = useTranslations("Forms.pickers");
  const texts = {
    loading: t("loading"),
    noOptions: (input: string) => (input ? t("noLocations") : t("typeToSearch")),
    helper: t("locationHelp"),
  };
  return <SearchPicker {...props} useFound={useLocations} optionLabel={describe} texts={texts} />;
}
