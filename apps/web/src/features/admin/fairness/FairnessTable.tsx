"use client";

import {
  type FairnessDimensionTable,
  type FairnessGroupRow,
  fairnessDimensionLabels,
  fairnessStageLabels,
  type Locale,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import SvgIcon from "@mui/material/SvgIcon";
import { alpha } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useLocale, useTranslations } from "next-intl";
import { groupLabel } from "./groupLabel";

/** A warning triangle (Material "warning"), decorative: the text beside it says it. */
function WarningIcon() {
  return (
    <SvgIcon
      aria-hidden
      fontSize="small"
      sx={{ verticalAlign: "middle", mr: 0.5, color: "warning.dark" }}
    >
      <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
    </SvgIcon>
  );
}

function ImpactCell({ row, isReference }: { row: FairnessGroupRow; isReference: boolean }) {
  const t = useTranslations("AdminFairness.table");
  const locale = useLocale();
  const ratio = row.impactRatio?.toLocaleString(locale, { maximumFractionDigits: 2 }) ?? "—";
  if (row.flagged)
    return (
      <TableCell
        sx={{ fontWeight: 700, bgcolor: (theme) => alpha(theme.palette.warning.main, 0.14) }}
      >
        <WarningIcon />
        {ratio} · {t("flagged")}
      </TableCell>
    );
  return (
    <TableCell>
      {ratio}
      {isReference ? ` · ${t("reference")}` : null}
      {row.insufficientData ? (
        <Box
          component="span"
          sx={{ display: "block", color: "text.secondary", fontSize: "0.85em" }}
        >
          {t("tooFew")}
        </Box>
      ) : null}
    </TableCell>
  );
}

/** One dimension's table: a row per group, and for each step of the funnel its three numbers. */
export function FairnessTable({ table }: { table: FairnessDimensionTable }) {
  const t = useTranslations("AdminFairness.table");
  const locale = useLocale() as Locale;
  const groups = table.transitions[0]?.groups ?? [];
  const name = (group: string) => groupLabel(table.dimension, group, locale, t("notStated"));
  const percent = (rate: number | null) =>
    rate === null
      ? "—"
      : rate.toLocaleString(locale, { style: "percent", maximumFractionDigits: 1 });
  return (
    <TableContainer sx={{ mb: 4 }}>
      <Table size="small">
        <Box
          component="caption"
          sx={{ captionSide: "top", textAlign: "left", fontWeight: 700, fontSize: "1.1rem", pb: 1 }}
        >
          {fairnessDimensionLabels[table.dimension][locale]}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" rowSpan={2}>
              {t("group")}
            </TableCell>
            {table.transitions.map((step) => (
              <TableCell
                key={step.stage}
                component="th"
                scope="colgroup"
                colSpan={3}
                align="center"
              >
                {t("step", {
                  from: fairnessStageLabels[step.stage][locale],
                  to: fairnessStageLabels[step.next][locale],
                })}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {table.transitions.map((step) => [
              <TableCell key={`${step.stage}-n`} component="th" scope="col">
                {t("count")}
              </TableCell>,
              <TableCell key={`${step.stage}-r`} component="th" scope="col">
                {t("rate")}
              </TableCell>,
              <TableCell key={`${step.stage}-i`} component="th" scope="col">
                {t("impactRatio")}
              </TableCell>,
            ])}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map(({ group }) => (
            <TableRow key={group}>
              <TableCell component="th" scope="row">
                {name(group)}
              </TableCell>
              {table.transitions.map((step) => {
                const row = step.groups.find((g) => g.group === group)!;
                return [
                  <TableCell key={`${step.stage}-n`}>
                    {t("selectedOf", { selected: row.selected, entered: row.entered })}
                  </TableCell>,
                  <TableCell key={`${step.stage}-r`}>{percent(row.rate)}</TableCell>,
                  <ImpactCell
                    key={`${step.stage}-i`}
                    row={row}
                    isReference={step.referenceGroup === group}
                  />,
                ];
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
