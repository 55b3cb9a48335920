"use client";

import { interviewStatuses, interviewStatusLabels, interviewTypeLabels } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useLocale, useTranslations } from "next-intl";
import { FilterPanel } from "@/components/FilterPanel";
import { DateField } from "@/features/forms/DateField";
import { EnumSelect } from "@/features/forms/EnumSelect";
import type { AppLocale } from "@/lib/format/locale";
import { DeveloperPicker } from "./DeveloperPicker";
import {
  type ListFilters,
  type ListKind,
  sortDirections,
  sortFields,
  typesOfList,
} from "./listParams";
import { useDeveloperName, useInterviewers } from "./queries";

type Props = {
  kind: ListKind;
  filters: ListFilters;
  onChange: (next: ListFilters) => void;
  onClear: () => void;
  /** Staff filter by interviewer and search every developer; a hardInterviewer sees their own. */
  staff: boolean;
  /** Names of developers already on screen (a developer given by id in the URL). */
  knownNames: Map<string, string>;
};

/** A list's filters; every change lands in the URL at once. */
export function InterviewListFilters({
  kind,
  filters,
  onChange,
  onClear,
  staff,
  knownNames,
}: Props) {
  const t = useTranslations("Interviewers.list");
  const locale = useLocale() as AppLocale;
  const interviewers = useInterviewers();
  const set = <K extends keyof ListFilters>(key: K, value: ListFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const knownName = knownNames.get(filters.developerId);
  const fetchedName = useDeveloperName(filters.developerId, staff && !knownName);
  const developer = filters.developerId
    ? { id: filters.developerId, name: knownName ?? fetchedName.data ?? "…" }
    : null;
  const people = interviewers.data?.items ?? [];
  const types = typesOfList[kind];

  return (
    <FilterPanel label={t("filtersLabel")}>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(4, 1fr)" },
          alignItems: "start",
        }}
      >
        {types.length > 1 ? (
          <EnumSelect
            label={t("type")}
            value={filters.type}
            options={types}
            optionLabel={(v) => interviewTypeLabels[v][locale]}
            onChange={(v) => set("type", v)}
          />
        ) : null}
        <EnumSelect
          label={t("status")}
          value={filters.status}
          emptyLabel={t("anyStatus")}
          options={interviewStatuses}
          optionLabel={(v) => interviewStatusLabels[v][locale]}
          onChange={(v) => set("status", v)}
        />
        {staff ? (
          <EnumSelect
            label={t("interviewer")}
            value={filters.interviewerUserId}
            emptyLabel={t("anyInterviewer")}
            options={[
              ...(filters.interviewerUserId &&
              !people.some((p) => p.userId === filters.interviewerUserId)
                ? [filters.interviewerUserId]
                : []),
              ...people.map((p) => p.userId),
            ]}
            optionLabel={(id) => people.find((p) => p.userId === id)?.name ?? "…"}
            onChange={(v) => set("interviewerUserId", v)}
          />
        ) : null}
        <DeveloperPicker
          staff={staff}
          label={t("developer")}
          emptyLabel={t("anyDeveloper")}
          value={developer}
          onChange={(d) => set("developerId", d?.id ?? "")}
        />
        <DateField
          label={t("from")}
          value={filters.from}
          onChange={(value) => set("from", value)}
        />
        <DateField label={t("to")} value={filters.to} onChange={(value) => set("to", value)} />
        <EnumSelect
          label={t("sort")}
          value={filters.sort}
          options={sortFields}
          optionLabel={(v) => t(`sortBy.${v}`)}
          onChange={(v) => set("sort", v)}
        />
        <EnumSelect
          label={t("direction")}
          value={filters.direction}
          options={sortDirections}
          optionLabel={(v) => t(`directions.${v}`)}
          onChange={(v) => set("direction", v)}
        />
        <Button variant="text" onClick={onClear} sx={{ justifySelf: "start", height: 56 }}>
          {t("clear")}
        </Button>
      </Box>
    </FilterPanel>
  );
}
