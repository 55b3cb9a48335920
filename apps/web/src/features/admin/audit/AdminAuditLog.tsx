"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { PageHeading } from "@/components/PageHeading";
import { QueryList } from "@/components/QueryList";
import { apiErrorMessage } from "@/lib/api/errors";
import { useApiErrorToast } from "@/lib/api/hooks";
import type { AppLocale } from "@/lib/format/locale";
import { AuditFiltersForm } from "./AuditFiltersForm";
import { AuditTable } from "./AuditTable";
import { type AuditFilters, filtersFromSearch, searchOfFilters } from "./filters";
import { useAuditExport, useAuditLog } from "./queries";

/** /admin/audit: the audit log with its filters in the URL, "Load more" and a CSV export. */
export function AdminAuditLog() {
  const t = useTranslations("AdminAudit");
  const locale = useLocale() as AppLocale;
  const searchParams = useSearchParams();
  const filters = filtersFromSearch(new URLSearchParams(searchParams.toString()));
  const search = searchOfFilters(filters);
  const log = useAuditLog(filters);
  const exportCsv = useAuditExport();
  const showError = useApiErrorToast();
  const [exporting, setExporting] = useState(false);
  // The native history API updates useSearchParams without a server round trip.
  const apply = useCallback((next: AuditFilters) => {
    const text = searchOfFilters(next);
    window.history.pushState(null, "", `${window.location.pathname}${text ? `?${text}` : ""}`);
  }, []);
  const download = async () => {
    setExporting(true);
    try {
      await exportCsv(filters);
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };
  const entries = log.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      <AuditFiltersForm key={search} initial={filters} onApply={apply} />
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 2, alignItems: "center", justifyContent: "space-between" }}
      >
        <Typography component="h2" variant="h6" fontWeight={700}>
          {t("entries")}
        </Typography>
        <Button variant="outlined" onClick={download} disabled={exporting}>
          {t("export")}
        </Button>
      </Stack>
      <QueryList
        query={log}
        items={entries}
        loadError={(error) => (
          <Alert severity="error" sx={{ mb: 2 }}>
            {apiErrorMessage(error, locale)}
          </Alert>
        )}
        empty={<Typography color="text.secondary">{t("empty")}</Typography>}
      >
        {(shown) => <AuditTable entries={shown} />}
      </QueryList>
      <LoadMoreButton query={log} label={t("more")} spaced />
    </Container>
  );
}
