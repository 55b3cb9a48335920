"use client";

import { type InterviewQuestion, interviewTypeLabels, seniorityLabels } from "@encaja/contracts";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { DataTable } from "@/components/DataTable";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { PageHeading } from "@/components/PageHeading";
import { QueryList } from "@/components/QueryList";
import { useCall, useToastedWrite } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { useCursorList } from "@/lib/api/useCursorList";
import type { AppLocale } from "@/lib/format/locale";
import { QuestionDialog } from "./QuestionDialog";
import { QuestionFilters, type QuestionFilterValues } from "./QuestionFilters";
import { questionsQueryKey, subjectOf } from "./subjects";
import { useSubjectLabel } from "./useSubjectLabel";

/** /admin/questions: the question bank interview kits suggest from; superAdmin maintains it. */
export function AdminQuestions() {
  const t = useTranslations("AdminQuestions");
  const locale = useLocale() as AppLocale;
  const subjectLabel = useSubjectLabel();
  const call = useCall();
  const client = useQueryClient();
  const write = useToastedWrite();
  const [filters, setFilters] = useState<QuestionFilterValues>({
    kind: "",
    level: "",
    skill: null,
    status: "",
  });
  const [editing, setEditing] = useState<InterviewQuestion | "new" | null>(null);
  const { list, items } = useCursorList(
    [...questionsQueryKey, filters],
    (cursor, signal) =>
      call(
        routes.adminQuestions.list,
        {
          query: {
            kind: filters.kind || undefined,
            level: filters.level || undefined,
            skill: filters.skill?.code,
            active: filters.status ? (filters.status === "active" ? "true" : "false") : undefined,
            limit: 50,
            cursor,
          },
        },
        { signal },
      ),
    { keepPrevious: true },
  );
  const textOf = (q: InterviewQuestion) => (locale === "es" ? q.textEs : q.textEn);
  const toggle = (q: InterviewQuestion) =>
    write.run(
      () =>
        call(routes.adminQuestions.update, {
          params: { id: q.id },
          body: {
            kind: q.kind,
            skillCode: q.skill?.code ?? null,
            criterion: q.criterion,
            level: q.level,
            textEs: q.textEs,
            textEn: q.textEn,
            position: q.position,
            active: !q.active,
          },
        }),
      () => t(q.active ? "deactivated" : "activated"),
      () => client.invalidateQueries({ queryKey: questionsQueryKey }),
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading title={t("title")} lead={t("lead")} />
      <Button variant="contained" onClick={() => setEditing("new")}>
        {t("add")}
      </Button>
      <QuestionFilters value={filters} onChange={setFilters} />
      <QueryList query={list} items={items} loadError={t("loadError")} empty={t("empty")}>
        {(rows) => (
          <DataTable
            caption={t("caption")}
            columns={[
              t("columns.question"),
              t("columns.about"),
              t("columns.kind"),
              t("columns.level"),
              t("columns.status"),
              t("columns.actions"),
            ]}
          >
            {rows.map((q) => (
              <TableRow key={q.id}>
                <TableCell component="th" scope="row" sx={{ maxWidth: 420 }}>
                  {textOf(q)}
                </TableCell>
                <TableCell>{q.skill ? q.skill.name : subjectLabel(subjectOf(q))}</TableCell>
                <TableCell>{interviewTypeLabels[q.kind][locale]}</TableCell>
                <TableCell>{seniorityLabels[q.level][locale]}</TableCell>
                <TableCell>{t(q.active ? "statuses.active" : "statuses.inactive")}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      onClick={() => setEditing(q)}
                      aria-label={t("editNamed", { text: textOf(q) })}
                    >
                      {t("edit")}
                    </Button>
                    <Button
                      size="small"
                      disabled={write.busy}
                      onClick={() => toggle(q)}
                      aria-label={t(q.active ? "deactivateNamed" : "activateNamed", {
                        text: textOf(q),
                      })}
                    >
                      {t(q.active ? "deactivate" : "activate")}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </QueryList>
      <LoadMoreButton query={list} label={t("more")} spaced />
      {editing ? (
        <QuestionDialog
          question={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Container>
  );
}
