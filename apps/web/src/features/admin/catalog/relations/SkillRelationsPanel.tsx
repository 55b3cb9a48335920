"use client";

import type { SkillRelation } from "@encaja/contracts";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { DataTable } from "@/components/DataTable";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { QueryList } from "@/components/QueryList";
import { SearchField } from "@/components/SearchField";
import { type PickedSkill, SkillPicker } from "@/features/admin/questions/SkillPicker";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useCursorList } from "@/lib/api/useCursorList";
import { catalogQueryKey } from "../types";
import { useCatalogWrite } from "../useCatalogWrite";
import { AddSkillRelation } from "./AddSkillRelation";
import { StrengthDialog } from "./StrengthDialog";

/**
 * The skill graph tab: pick a skill to see its relations (or search them all), relate it to
 * another skill with a strength, change a strength or remove a relation.
 */
export function SkillRelationsPanel() {
  const t = useTranslations("AdminSkillGraph");
  const call = useCall();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [skill, setSkill] = useState<PickedSkill | null>(null);
  const [q, setQ] = useState("");
  const [editing, setEditing] = useState<SkillRelation | null>(null);
  const [removing, setRemoving] = useState<SkillRelation | null>(null);
  const remove = useCatalogWrite("relations");
  // After a removal the row and its buttons are gone: focus goes back to the top of the section,
  // once the dialog has closed (its focus trap would pull it back while it is open).
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || removing) return;
    heading.current?.focus();
    setRefocus(false);
  }, [refocus, removing]);
  const { list, items } = useCursorList(
    [...catalogQueryKey("relations"), skill?.id ?? null, q],
    (cursor, signal) =>
      call(
        routes.adminCatalog.skillRelations,
        { query: { skillId: skill?.id, q: q || undefined, limit: 50, cursor } },
        { signal },
      ),
    { keepPrevious: true },
  );
  const names = (r: SkillRelation) => ({ skill: r.skill.name, related: r.relatedSkill.name });

  const confirmRemove = async (relation: SkillRelation) => {
    const params = { skillId: relation.skill.id, relatedSkillId: relation.relatedSkill.id };
    const removed = await remove.run(
      () => call(routes.adminCatalog.deleteSkillRelation, { params }),
      () => t("remove.done", names(relation)),
    );
    if (!removed) return;
    setRemoving(null);
    setRefocus(true);
  };

  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} ref={heading} tabIndex={-1} component="h2" variant="h6">
        {t("title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("lead")}
      </Typography>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ mb: 3, alignItems: "flex-start" }}
      >
        <SkillPicker label={t("skill")} value={skill} onChange={setSkill} help={t("skillHelp")} />
        <SearchField label={t("search")} value={q} onChange={setQ} />
      </Stack>
      <AddSkillRelation skill={skill} />
      <QueryList
        query={list}
        items={items}
        loadError={t("loadError")}
        empty={skill || q ? t("emptySearch") : t("empty")}
      >
        {(rows) => (
          <DataTable
            caption={t("caption")}
            columns={[
              t("columns.skill"),
              t("columns.related"),
              t("columns.strength"),
              t("columns.actions"),
            ]}
            containerSx={{ mt: 3 }}
          >
            {rows.map((relation) => (
              <TableRow key={`${relation.skill.id}-${relation.relatedSkill.id}`}>
                <TableCell component="th" scope="row">
                  {relation.skill.name}
                </TableCell>
                <TableCell>{relation.relatedSkill.name}</TableCell>
                <TableCell>{t("strengthValue", { strength: relation.strength })}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      onClick={() => setEditing(relation)}
                      aria-label={t("edit.open", names(relation))}
                    >
                      {t("edit.button")}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRemoving(relation)}
                      aria-label={t("remove.open", names(relation))}
                    >
                      {t("remove.button")}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </QueryList>
      <LoadMoreButton query={list} label={t("more")} spaced />
      {editing ? <StrengthDialog relation={editing} onClose={() => setEditing(null)} /> : null}
      {removing ? (
        <ConfirmDialog
          title={t("remove.title")}
          body={t("remove.body", names(removing))}
          busy={remove.busy}
          cancelLabel={t("cancel")}
          confirmLabel={t("remove.confirm")}
          confirmColor="error"
          focusCancel
          onConfirm={() => confirmRemove(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
