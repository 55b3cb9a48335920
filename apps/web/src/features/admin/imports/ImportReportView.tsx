"use client";

import {
  type ImportReport,
  type ImportTotals,
  importColumns,
  type RawImportRow,
} from "@encaja/contracts";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { DataTable } from "@/components/DataTable";

/** The error table shows this many lines; the totals count them all. */
const SHOWN_ERRORS = 200;

const totalKeys = [
  "rows",
  "valid",
  "invalid",
  "duplicatesInFile",
  "existingUsers",
  "toCreate",
] as const satisfies readonly (keyof ImportTotals)[];

const knownFields = new Set<string>(importColumns);

/** A cell as the file had it, to quote next to the problem (arrays joined). */
function cellText(row: RawImportRow | undefined, field: string): string {
  const value = row?.[field];
  if (value === undefined || value === null) return "";
  return Array.isArray(value) ? value.join("; ") : String(value);
}

/** The validation's totals and a table of every row error (row number, column, problem). */
export function ImportReportView({
  report,
  rows,
}: {
  report: ImportReport;
  rows: readonly RawImportRow[];
}) {
  const t = useTranslations("AdminImports");
  const lines = report.rows.flatMap((row) =>
    row.errors.map((error) => ({ index: row.index, ...error })),
  );
  return (
    <>
      <Typography component="h3" variant="subtitle1" fontWeight={700}>
        {t("totalsHeading")}
      </Typography>
      <Typography component="ul" variant="body2" sx={{ m: 0, mb: 2, pl: 2.5 }}>
        {totalKeys.map((key) => (
          <li key={key}>{t(`totals.${key}`, { count: report.totals[key] })}</li>
        ))}
      </Typography>
      {lines.length > 0 ? (
        <DataTable
          caption={t("errorsCaption")}
          columns={[
            { key: "row", label: t("columns.row"), cell: { scope: "col" } },
            { key: "field", label: t("columns.field"), cell: { scope: "col" } },
            { key: "problem", label: t("columns.problem"), cell: { scope: "col" } },
          ]}
          stickyHeader
          containerSx={{ maxHeight: 480 }}
        >
          {lines.slice(0, SHOWN_ERRORS).map((line) => {
            const value = line.code === "required" ? "" : cellText(rows[line.index], line.field);
            return (
              <TableRow key={`${line.index}-${line.field}`}>
                <TableCell>{line.index + 1}</TableCell>
                <TableCell>
                  {knownFields.has(line.field) ? t(`fields.${line.field as "email"}`) : line.field}
                </TableCell>
                <TableCell>
                  {t(`errors.${line.code}`)}
                  {value ? `: ${value}` : ""}
                </TableCell>
              </TableRow>
            );
          })}
        </DataTable>
      ) : null}
      {lines.length > SHOWN_ERRORS ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t("moreErrors", { shown: SHOWN_ERRORS, total: lines.length })}
        </Typography>
      ) : null}
    </>
  );
}
