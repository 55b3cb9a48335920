"use client";

import Checkbox from "@mui/material/Checkbox";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { AppLink } from "@/components/AppLink";
import { LoadMoreButton, type NextPageQuery } from "@/components/LoadMoreButton";
import { type ListQueryState, QueryList } from "@/components/QueryList";
import { formatDate } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";

export type Column<T> = { key: string; header: string; cell: (row: T) => ReactNode };

/** The "Created" column every queue has: the day the row was created. */
export const createdColumn = <T extends { createdAt: string }>(
  header: string,
  locale: AppLocale,
): Column<T> => ({ key: "created", header, cell: (r) => formatDate(r.createdAt, locale) });

/** A column naming the developer a row is about, linked to their profile. */
export const developerColumn = <T extends { developerId: string }>(
  key: string,
  header: string,
  nameOf: (row: T) => string,
): Column<T> => ({
  key,
  header,
  cell: (r) => (
    <AppLink href={`/profiles/${r.developerId}`} underline="always">
      {nameOf(r)}
    </AppLink>
  ),
});

type SelectableTableProps<T> = {
  caption: string;
  rows: readonly T[];
  columns: Column<T>[];
  idOf: (row: T) => string;
  nameOf: (row: T) => string;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
};

/** A queue's loaded rows as a SelectableTable, with the list's states and "Load more" under it. */
export function QueueTable<T>({
  list,
  ...table
}: SelectableTableProps<T> & { list: ListQueryState & NextPageQuery }) {
  const t = useTranslations("AdminApprovals");
  return (
    <>
      <QueryList query={list} items={table.rows} loadError={t("loadError")} empty={t("empty")}>
        {(rows) => <SelectableTable {...table} rows={rows} />}
      </QueryList>
      <LoadMoreButton query={list} label={t("more")} />
    </>
  );
}

/** A queue table with a checkbox per row ("Select {name}") and a select-all in the header. */
export function SelectableTable<T>({
  caption,
  rows,
  columns,
  idOf,
  nameOf,
  selected,
  onSelect,
}: SelectableTableProps<T>) {
  const t = useTranslations("AdminApprovals");
  const ids = rows.map(idOf);
  const chosen = ids.filter((id) => selected.has(id)).length;
  return (
    <TableContainer>
      <Table size="small">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={ids.length > 0 && chosen === ids.length}
                indeterminate={chosen > 0 && chosen < ids.length}
                disabled={ids.length === 0}
                onChange={(e) => onSelect(ids, e.target.checked)}
                slotProps={{ input: { "aria-label": t("selectAll") } }}
              />
            </TableCell>
            {columns.map((c) => (
              <TableCell key={c.key} scope="col">
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const id = idOf(row);
            return (
              <TableRow key={id} selected={selected.has(id)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(id)}
                    onChange={(e) => onSelect([id], e.target.checked)}
                    slotProps={{ input: { "aria-label": t("select", { name: nameOf(row) }) } }}
                  />
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.key}>{c.cell(row)}</TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
