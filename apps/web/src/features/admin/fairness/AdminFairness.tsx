"use client";

import type { FairnessQuery } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { PageHeading } from "@/components/PageHeading";
import { apiErrorMessage } from "@/lib/api/errors";
import { useApiErrorToast } from "@/lib/api/hooks";
import type { AppLocale } from "@/lib/format/locale";
import { FairnessMethod } from "./FairnessMethod";
import { FairnessTable } from "./FairnessTable";
import { useFairnessExport, useFairnessReport } from "./queries";

/** /admin/fairness: the funnel's selection rates and impact ratios by group, with a CSV. */
export function AdminFairness() {
  const t = useTranslations("AdminFairness");
  const locale = useLocale() as AppLocale;
  const [query, setQuery] = useState<FairnessQuery>({});
  const report = useFairnessReport(query);
  const exportCsv = useFairnessExport();
  const showError = useApiErrorToast();
  const [exporting, setExporting] = useState(false);
  const set = (change: Partial<FairnessQuery>) => {
    const next = { ...query, ...change };
    for (const key of Object.keys(next) as (keyof FairnessQuery)[])
      if (!next[key]) delete next[key];
    setQuery(next);
  };
  const download = async () => {
    setExporting(true);
    try {
      await exportCsv(query);
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };
  const data = report.data;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      <FairnessMethod />
      <Stack
        role="search"
        aria-label={t("filters.label")}
        direction={{ xs: "column", md: "row" }}
        spacing={2}
        sx={{ mb: 3, alignItems: { md: "flex-end" } }}
      >
        <TextField
          select
          label={t("filters.offer")}
          value={query.offerId ?? ""}
          onChange={(e) => set({ offerId: e.target.value || undefined })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 320 }}
        >
          <option value="">{t("filters.allOffers")}</option>
          {(data?.offers ?? []).map((o) => (
            <option key={o.id} value={o.id}>
              {t("filters.offerOption", { title: o.title, company: o.company, flagged: o.flagged })}
            </option>
          ))}
        </TextField>
        <TextField
          type="date"
          label={t("filters.from")}
          value={query.from ?? ""}
          onChange={(e) => set({ from: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t("filters.to")}
          value={query.to ?? ""}
          onChange={(e) => set({ to: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" onClick={download} disabled={exporting}>
          {t("export")}
        </Button>
      </Stack>
      {report.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {apiErrorMessage(report.error, locale)}
        </Alert>
      ) : null}
      {data ? (
        <Box aria-busy={report.isFetching}>
          <Typography role="status" sx={{ mb: 3 }}>
            {t("summary", { candidates: data.report.candidates, flagged: data.report.flagged })}
          </Typography>
          {data.report.candidates === 0 ? (
            <Typography color="text.secondary">{t("empty")}</Typography>
          ) : (
            data.report.dimensions.map((table) => (
              <FairnessTable key={table.dimension} table={table} />
            ))
          )}
        </Box>
      ) : null}
    </Container>
  );
}
