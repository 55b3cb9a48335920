"use client";

import {
  type EnglishGroup,
  englishGroupLabels,
  type MainSkillCategory,
  mainSkillCategoryLabels,
  type SearchStatus,
  type Seniority,
  type SkillLevel,
  searchStatusLabels,
  seniorityLabels,
  skillLevelLabels,
  skillLevels,
  type TalentFacets,
  type WorkModality,
  workModalityLabels,
} from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { useLocale, useTranslations } from "next-intl";
import {
  FacetCheckbox,
  FacetGroup,
  FilterFieldset,
  TypedFiltersForm,
} from "@/features/filters/FilterBlocks";
import { countryName } from "@/lib/format/countries";
import type { AppLocale } from "@/lib/format/locale";
import { type FacetEntry, withSelected } from "@/lib/search/params";
import {
  type ListKey,
  listOf,
  setSkillLevel,
  setValue,
  skillFilters,
  toggleSkill,
  toggleValue,
} from "./searchParams";

type Props = {
  query: URLSearchParams;
  facets: TalentFacets | null;
  onChange: (next: URLSearchParams) => void;
};

/** The talent filters: each change rewrites the URL; counts say how many each value finds. */
export function TalentFilters({ query, facets, onChange }: Props) {
  const t = useTranslations("TalentSearch.filters");
  const locale = useLocale() as AppLocale;
  const qs = query.toString();
  const label = (key: ListKey, value: string) => {
    if (key === "techRole")
      return mainSkillCategoryLabels[value as MainSkillCategory]?.[locale] ?? value;
    if (key === "seniority") return seniorityLabels[value as Seniority]?.[locale] ?? value;
    if (key === "englishGroup") return englishGroupLabels[value as EnglishGroup]?.[locale] ?? value;
    if (key === "modality") return workModalityLabels[value as WorkModality]?.[locale] ?? value;
    if (key === "searchStatus") return searchStatusLabels[value as SearchStatus]?.[locale] ?? value;
    return countryName(value, locale);
  };
  const group = (key: ListKey, entries: FacetEntry[]) => (
    <FacetGroup
      legend={t(key)}
      entries={entries}
      selected={listOf(query, key)}
      label={(entry) => label(key, entry.value)}
      onToggle={(value) => onChange(toggleValue(query, key, value))}
    />
  );
  const skills = skillFilters(query);
  const skillEntries = withSelected(
    facets?.skills ?? [],
    skills.map((s) => s.skillId),
  );
  const skillName = (id: string) => facets?.skills.find((s) => s.value === id)?.name ?? id;

  return (
    <Box component="section" aria-label={t("label")}>
      <TypedFiltersForm
        query={query}
        fields={[
          { key: "q", label: t("q"), maxLength: 200, live: true },
          { key: "salaryMax", label: t("salaryMax"), helper: t("salaryMaxHelp"), numeric: true },
          { key: "availableBy", label: t("availableBy"), type: "date" },
        ]}
        submitLabel={t("submit")}
        // The typed fields follow the URL when it changes them (back button, "clear"), not on
        // every checkbox, so typing is never overwritten by a facet click landing late.
        followUrl
        onSubmit={({ q, salaryMax, availableBy }) =>
          onChange(
            setValue(
              setValue(setValue(query, "q", q), "salaryMax", salaryMax),
              "availableBy",
              availableBy,
            ),
          )
        }
      />
      {group("techRole", facets?.techRole ?? [])}
      {group("seniority", facets?.seniority ?? [])}
      {group("englishGroup", facets?.englishGroup ?? [])}
      {group("modality", facets?.modality ?? [])}
      {group("searchStatus", facets?.searchStatus ?? [])}
      {group("country", facets?.country ?? [])}
      {skillEntries.length > 0 ? (
        <FilterFieldset legend={t("skills")}>
          {skillEntries.slice(0, 20).map((entry) => {
            const filter = skills.find((s) => s.skillId === entry.value);
            return (
              <Box key={entry.value}>
                <FacetCheckbox
                  label={`${entry.name ?? skillName(entry.value)} (${entry.count})`}
                  checked={filter !== undefined}
                  onToggle={() => onChange(toggleSkill(query, entry.value))}
                />
                {filter ? (
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={t("minLevel", { skill: entry.name ?? skillName(entry.value) })}
                    value={filter.minLevel ?? ""}
                    onChange={(e) =>
                      onChange(
                        setSkillLevel(
                          query,
                          entry.value,
                          (e.target.value || null) as SkillLevel | null,
                        ),
                      )
                    }
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    sx={{ mb: 1 }}
                  >
                    <option value="">{t("anyLevel")}</option>
                    {skillLevels
                      .filter((l) => l !== "not_evaluated" && l !== "no_know")
                      .map((l) => (
                        <option key={l} value={l}>
                          {skillLevelLabels[l][locale]}
                        </option>
                      ))}
                  </TextField>
                ) : null}
              </Box>
            );
          })}
        </FilterFieldset>
      ) : null}
      {qs ? (
        <Button variant="text" onClick={() => onChange(new URLSearchParams())}>
          {t("clear")}
        </Button>
      ) : null}
    </Box>
  );
}
