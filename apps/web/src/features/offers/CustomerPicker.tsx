"use client";

import type { CustomerSummary } from "@encaja/contracts";
import { useTranslations } from "next-intl";
import { useDeferredValue } from "react";
import { type PickerProps, SearchPicker } from "@/features/forms/pickers/SearchPicker";
import type { OfferCustomer as Customer } from "./offerForm";
import { useCustomerSearch } from "./queries";

function useCustomers(input: string) {
  const search = useCustomerSearch(useDeferredValue(input.trim()));
  const items: Customer[] = (search.data?.items ?? []).map((c: CustomerSummary) => ({
    id: c.id,
    name: c.name,
    industry: c.industry,
    companySize: c.companySize,
  }));
  return { items, loading: search.isFetching };
}

/** A company searched by name (GET /customers). */
export function CustomerPicker(props: PickerProps<Customer>) {
  const t = useTranslations("Offers.form");
  const texts = { loading: t("loading"), noOptions: () => t("noCustomers") };
  return (
    <SearchPicker {...props} useFound={useCustomers} optionLabel={(o) => o.name} texts={texts} />
  );
}
