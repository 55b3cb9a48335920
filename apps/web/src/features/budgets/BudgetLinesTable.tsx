"use client";

import {
  type BudgetContent,
  budgetLineTotal,
  type Locale,
  seniorityLabels,
  techRoleLabel,
} from "@encaja/contracts";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableFooter from "@mui/material/TableFooter";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useLocale, useTranslations } from "next-intl";
import { formatMoneyFromMinor } from "@/lib/format/money";

/** A budget version's lines with their totals, in the reader's locale and currency. */
export function BudgetLinesTable({
  content,
  totalMinor,
  caption,
}: {
  content: BudgetContent;
  totalMinor: number;
  caption: string;
}) {
  const t = useTranslations("Budgets.lines");
  const locale = useLocale() as Locale;
  const money = (minor: number) => formatMoneyFromMinor(minor, content.currency, locale);
  const staffing = content.hiringType === "staffing";
  return (
    <TableContainer>
      <Table size="small">
        <caption style={{ captionSide: "top", textAlign: "left", padding: 0 }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t("role")}</TableCell>
            <TableCell scope="col">{t("seniority")}</TableCell>
            <TableCell scope="col" align="right">
              {t("quantity")}
            </TableCell>
            <TableCell scope="col" align="right">
              {staffing ? t("monthlyRate") : t("fee")}
            </TableCell>
            {staffing ? (
              <TableCell scope="col" align="right">
                {t("months")}
              </TableCell>
            ) : null}
            <TableCell scope="col" align="right">
              {t("lineTotal")}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {content.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: frozen lines have no ids
            <TableRow key={index}>
              <TableCell component="th" scope="row">
                {techRoleLabel(line.role, locale)}
                {line.description ? (
                  <span style={{ display: "block", opacity: 0.75 }}>{line.description}</span>
                ) : null}
              </TableCell>
              <TableCell>{seniorityLabels[line.seniority][locale]}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money(line.unitAmountMinor)}</TableCell>
              {staffing ? <TableCell align="right">{line.months}</TableCell> : null}
              <TableCell align="right">
                {money(budgetLineTotal(line, content.hiringType))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={staffing ? 5 : 4}>
              {t("total")}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="budget-total">
              {money(totalMinor)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
