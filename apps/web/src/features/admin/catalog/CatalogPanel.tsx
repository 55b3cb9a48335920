"use client";

import { type MainSkillCategory, mainSkillCategoryLabels } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { DataTable } from "@/components/DataTable";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { QueryList } from "@/components/QueryList";
import { SearchField } from "@/components/SearchField";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useCursorList } from "@/lib/api/useCursorList";
import type { AppLocale } from "@/lib/format/locale";
import { AddCatalogEntry } from "./AddCatalogEntry";
import { CategorySelect } from "./CategorySelect";
import { MergeDialog } from "./MergeDialog";
import { RenameDialog } from "./RenameDialog";
import { type CatalogEntry, type CatalogKind, catalogQueryKey } from "./types";

/** One tab: search, filter, add, and a table whose rows can be renamed or merged. */
export function CatalogPanel({ kind }: { kind: CatalogKind }) {
  const t = useTranslations("AdminCatalog");
  const locale = useLocale() as AppLocale;
  const call = useCall();
  const [q, setQ] = useState("");
  const [category, setCategory] = useState<MainSkillCategory | "">("");
  const [selected, setSelected] = useState<CatalogEntry[]>([]);
  const [renaming, setRenaming] = useState<CatalogEntry | null>(null);
  const [merging, setMerging] = useState(false);
  const { list, items } = useCursorList(
    [...catalogQueryKey(kind), q, category],
    (cursor, signal): Promise<{ items: CatalogEntry[]; nextCursor: string | null }> => {
      const query = { q: q || undefined, limit: 50, cursor };
      return kind === "skills"
        ? call(
            routes.adminCatalog.skills,
            { query: { ...query, category: category || undefined } },
            { signal },
          )
        : call(routes.adminCatalog.stacks, { query }, { signal });
    },
    { keepPrevious: true },
  );
  const isSelected = (code: string) => selected.some((s) => s.code === code);
  const toggle = (entry: CatalogEntry) =>
    setSelected((now) =>
      isSelected(entry.code) ? now.filter((s) => s.code !== entry.code) : [...now, entry],
    );

  return (
    <>
      <AddCatalogEntry kind={kind} />
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ my: 3, alignItems: "center" }}
      >
        <SearchField label={t("search")} value={q} onChange={setQ} />
        {kind === "skills" ? (
          <CategorySelect
            label={t("category")}
            value={category}
            onChange={setCategory}
            emptyLabel={t("allCategories")}
          />
        ) : null}
        <Button variant="outlined" disabled={selected.length < 2} onClick={() => setMerging(true)}>
          {t("merge.open", { count: selected.length })}
        </Button>
      </Stack>
      <QueryList query={list} items={items} loadError={t("loadError")} empty={t("empty")}>
        {(rows) => (
          <DataTable
            caption={t(`caption.${kind}`)}
            columns={[
              {
                key: "select",
                label: (
                  <Box component="span" sx={srOnly}>
                    {t("columns.select")}
                  </Box>
                ),
                cell: { padding: "checkbox" },
              },
              t("columns.name"),
              kind === "skills" && t("columns.category"),
              t("columns.usage"),
              t("columns.aliases"),
              t("columns.actions"),
            ]}
          >
            {rows.map((entry) => (
              <TableRow key={entry.code}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={isSelected(entry.code)}
                    onChange={() => toggle(entry)}
                    slotProps={{ input: { "aria-label": t("select", { name: entry.name }) } }}
                  />
                </TableCell>
                <TableCell component="th" scope="row">
                  {entry.name}
                  <Typography variant="body2" color="text.secondary">
                    {entry.code}
                  </Typography>
                </TableCell>
                {kind === "skills" ? (
                  <TableCell>
                    {entry.category ? mainSkillCategoryLabels[entry.category][locale] : ""}
                  </TableCell>
                ) : null}
                <TableCell>{t("usage", entry.usage)}</TableCell>
                <TableCell>{entry.aliases.join(", ") || t("noAliases")}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => setRenaming(entry)}
                    aria-label={t("rename.open", { name: entry.name })}
                  >
                    {t("rename.button")}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </QueryList>
      <LoadMoreButton query={list} label={t("more")} spaced />
      {renaming ? (
        <RenameDialog kind={kind} entry={renaming} onClose={() => setRenaming(null)} />
      ) : null}
      {merging ? (
        <MergeDialog
          kind={kind}
          entries={selected}
          onClose={(done) => {
            setMerging(false);
            if (done) setSelected([]);
          }}
        />
      ) : null}
    </>
  );
}

const srOnly = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
