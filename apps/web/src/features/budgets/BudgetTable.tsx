"use client";

import { type BudgetSummary, budgetStatusLabels, type Locale } from "@encaja/contracts";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useLocale, useTranslations } from "next-intl";
import { AppLink } from "@/components/AppLink";
import { EmptyPanel } from "@/components/EmptyPanel";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { QueryList } from "@/components/QueryList";
import { formatDate } from "@/lib/format/dates";
import { formatMoneyFromMinor } from "@/lib/format/money";
import type { useBudgets } from "./queries";

/** The budgets a list query loaded, as a table: title (to its page), company for staff, status,
 * total, validity; with the list's error, loading and empty states, and "Load more". */
export function BudgetTable({
  list,
  loadError,
  caption,
  showCompany,
  hrefOf,
}: {
  list: ReturnType<typeof useBudgets>;
  loadError: string;
  caption: string;
  showCompany: boolean;
  hrefOf: (budget: BudgetSummary) => string;
}) {
  const t = useTranslations("Budgets.table");
  const locale = useLocale() as Locale;
  return (
    <>
      <QueryList
        query={list}
        items={list.data?.pages.flatMap((p) => p.items) ?? []}
        loadError={loadError}
        empty={<EmptyPanel>{t("empty")}</EmptyPanel>}
      >
        {(items) => (
          <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
            <Table>
              <caption style={{ position: "absolute", left: -10000 }}>{caption}</caption>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{t("title")}</TableCell>
                  {showCompany ? <TableCell scope="col">{t("company")}</TableCell> : null}
                  <TableCell scope="col">{t("status")}</TableCell>
                  <TableCell scope="col" align="right">
                    {t("total")}
                  </TableCell>
                  <TableCell scope="col">{t("validUntil")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((b) => (
                  <TableRow key={b.id}>
                    <TableCell component="th" scope="row">
                      <AppLink href={hrefOf(b)} underline="hover">
                        {b.title}
                      </AppLink>
                      {b.currentVersion > 1 ? ` (v${b.currentVersion})` : null}
                    </TableCell>
                    {showCompany ? <TableCell>{b.customerName}</TableCell> : null}
                    <TableCell>{budgetStatusLabels[b.status][locale]}</TableCell>
                    <TableCell align="right">
                      {formatMoneyFromMinor(b.totalMinor, b.currency, locale)}
                    </TableCell>
                    <TableCell>{formatDate(b.validUntil, locale)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryList>
      <LoadMoreButton query={list} label={t("more")} spaced />
    </>
  );
}
