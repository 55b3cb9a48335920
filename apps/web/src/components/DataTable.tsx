"use client";

import type { SxProps, Theme } from "@mui/material/styles";
import Table, { type TableProps } from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell, { type TableCellProps } from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";

/** A column heading: its text, or a key, its content and the props of its cell. */
export type DataTableColumn = string | { key: string; label: ReactNode; cell?: TableCellProps };

/**
 * A compact table with a caption (its accessible name) and a row of column headings; the
 * body rows are the children. Columns left out conditionally may be passed as null/false.
 * A table under a heading that already names it gives that heading's id as `labelledBy`
 * instead of a caption.
 */
export function DataTable({
  caption,
  labelledBy,
  columns,
  size = "small",
  stickyHeader,
  containerSx,
  children,
}: (
  | { caption: ReactNode; labelledBy?: undefined }
  | { caption?: undefined; labelledBy: string }
) & {
  columns: readonly (DataTableColumn | null | false)[];
  size?: TableProps["size"];
  stickyHeader?: boolean;
  containerSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <TableContainer sx={containerSx}>
      <Table size={size} stickyHeader={stickyHeader} aria-labelledby={labelledBy}>
        {labelledBy === undefined ? <caption>{caption}</caption> : null}
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              if (!column) return null;
              return typeof column === "string" ? (
                <TableCell key={column}>{column}</TableCell>
              ) : (
                <TableCell key={column.key} {...column.cell}>
                  {column.label}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
