"use client";

import { candidateOriginLabels, candidateStatusLabels } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { formatDate } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { useCandidates } from "./queries";

/** The offer's candidates: who, where they came from, their status and since when. */
export function ApplicantsList({ offerId }: { offerId: string }) {
  const t = useTranslations("Offers.applicants");
  const locale = useLocale() as AppLocale;
  const candidates = useCandidates(offerId);
  const items = candidates.data?.pages.flatMap((p) => p.items) ?? [];
  if (candidates.isError) return <Alert severity="error">{t("loadError")}</Alert>;
  if (candidates.isSuccess && items.length === 0)
    return <Typography color="text.secondary">{t("empty")}</Typography>;
  return (
    <>
      <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
        <Table aria-label={t("tableLabel")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("name")}</TableCell>
              <TableCell>{t("origin")}</TableCell>
              <TableCell>{t("status")}</TableCell>
              <TableCell>{t("since")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{`${c.developer.firstName} ${c.developer.lastName}`.trim()}</TableCell>
                <TableCell>{candidateOriginLabels[c.origin][locale]}</TableCell>
                <TableCell>{candidateStatusLabels[c.status][locale]}</TableCell>
                <TableCell>{formatDate(c.createdAt, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <LoadMoreButton query={candidates} label={t("more")} spaced />
    </>
  );
}
