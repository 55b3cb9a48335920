"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { useCallback } from "react";
import { readToken } from "@/features/session/storage";
import { downloadRoute } from "@/lib/api/download";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useApiUrl } from "@/lib/config/ApiUrlProvider";
import { type AuditFilters, apiQueryOf, searchOfFilters } from "./filters";

export const AUDIT_PAGE_SIZE = 50;

/** The filtered log, newest first, a page at a time ("Load more"). */
export function useAuditLog(filters: AuditFilters) {
  const call = useCall();
  return useInfiniteQuery({
    queryKey: ["admin", "audit-log", searchOfFilters(filters)],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      call(
        routes.adminAudit.list,
        {
          query: {
            ...apiQueryOf(filters),
            limit: AUDIT_PAGE_SIZE,
            cursor: pageParam ?? undefined,
          },
        },
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Downloads the filtered CSV with the bearer (a plain link could not send it). */
export function useAuditExport() {
  const apiUrl = useApiUrl();
  const locale = useLocale();
  return useCallback(
    (filters: AuditFilters) =>
      downloadRoute(
        apiUrl,
        routes.adminAudit.exportCsv,
        { query: apiQueryOf(filters) },
        { token: readToken(), locale, fallbackName: "encaja-audit.csv" },
      ),
    [apiUrl, locale],
  );
}
