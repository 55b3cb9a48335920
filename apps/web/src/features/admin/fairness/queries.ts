"use client";

import type { FairnessQuery } from "@encaja/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { useCallback } from "react";
import { readToken } from "@/features/session/storage";
import { downloadRoute } from "@/lib/api/download";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useApiUrl } from "@/lib/config/ApiUrlProvider";

/** The audit for the chosen offer (or every offer) and days. */
export function useFairnessReport(query: FairnessQuery) {
  const call = useCall();
  return useQuery({
    queryKey: ["admin", "fairness", query],
    queryFn: ({ signal }) => call(routes.adminFairness.report, { query }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Downloads the audit's CSV with the bearer (a plain link could not send it). */
export function useFairnessExport() {
  const apiUrl = useApiUrl();
  const locale = useLocale();
  return useCallback(
    (query: FairnessQuery) =>
      downloadRoute(
        apiUrl,
        routes.adminFairness.exportCsv,
        { query },
        { token: readToken(), locale, fallbackName: "encaja-fairness.csv" },
      ),
    [apiUrl, locale],
  );
}
