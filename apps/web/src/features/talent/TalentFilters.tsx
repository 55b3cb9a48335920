"use client";

import {
  type EnglishGroup,
  englishGroupLabels,
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
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useState } from "react";
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
  const [text, setText] = useState(query.get("q") ?? "");
  const [salary, setSalary] = useState(query.get("salaryMax") ?? "");
  const [date, setDate] = useState(query.get("availableBy") ?? "");
  const qs = query.toString();
  // The typed fields follow the URL when it changes them (back button, "clear"), not on
  // every checkbox, so typing is never overwritten by a facet click landing late.
  const typed = JSON.stringify([query.get("q"), query.get("salaryMax"), query.get("availableBy")]);
  useEffect(() => {
    const [q, salaryMax, availableBy] = JSON.parse(typed) as Array<string | null>;
    setText(q ?? "");
    setSalary(salaryMax ?? "");
    setDate(availableBy ?? "");
  }, [typed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(
      setValue(setValue(setValue(query, "q", text), "salaryMax", salary), "availableBy", date),
    );
  };
  const label = (key: ListKey, value: string) => {
    if (key === "seniority") return seniorityLabels[value as Seniority]?.[locale] ?? value;
    if (key === "englishGroup") return englishGroupLabels[value as EnglishGroup]?.[locale] ?? value;
    if (key === "modality") return workModalityLabels[value as WorkModality]?.[locale] ?? value;
    if (key === "searchStatus") return searchStatusLabels[value as SearchStatus]?.[locale] ?? value;
    return countryName(value, locale);
  };
  const group = (key: ListKey, entries: FacetEntry[]) => {
    const selected = listOf(query, key);
    const shown = withSelected(entries, selected);
    if (shown.length === 0) return null;
    return (
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
        <Typography component="legend" fontWeight={700} sx={{ mb: 0.5 }}>
          {t(key)}
        </Typography>
        <Stack>
          {shown.map((entry) => (
            <FormControlLabel
              key={entry.value}
              control={
                <Checkbox
                  size="small"
                  checked={selected.includes(entry.value)}
                  onChange={() => onChange(toggleValue(query, key, entry.value))}
                />
              }
              label={`${label(key, entry.value)} (${entry.count})`}
            />
          ))}
        </Stack>
      </Box>
    );
  };
  const skills = skillFilters(query);
  const skillEntries = withSelected(
    facets?.skills ?? [],
    skills.map((s) => s.skillId),
  );
  const skillName = (id: string) => facets?.skills.find((s) => s.value === id)?.name ?? id;

  return (
    <Box component="section" aria-label={t("label")}>
      <Box component="form" role="search" onSubmit={submit} sx={{ mb: 3 }}>
        <Stack spacing={2}>
          <TextField
            label={t("q")}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 }, inputLabel: { shrink: true } }}
          />
          <TextField
            label={t("salaryMax")}
            value={salary}
            onChange={(e) => setSalary(e.target.value)}
            helperText={t("salaryMaxHelp")}
            slotProps={{ htmlInput: { inputMode: "numeric" }, inputLabel: { shrink: true } }}
          />
          <TextField
            label={t("availableBy")}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="contained">
            {t("submit")}
          </Button>
        </Stack>
      </Box>
      {group("seniority", facets?.seniority ?? [])}
      {group("englishGroup", facets?.englishGroup ?? [])}
      {group("modality", facets?.modality ?? [])}
      {group("searchStatus", facets?.searchStatus ?? [])}
      {group("country", facets?.country ?? [])}
      {skillEntries.length > 0 ? (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <Typography component="legend" fontWeight={700} sx={{ mb: 0.5 }}>
            {t("skills")}
          </Typography>
          <Stack>
            {skillEntries.slice(0, 20).map((entry) => {
              const filter = skills.find((s) => s.skillId === entry.value);
              return (
                <Box key={entry.value}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        size="small"
                        checked={filter !== undefined}
                        onChange={() => onChange(toggleSkill(query, entry.value))}
                      />
                    }
                    label={`${entry.name ?? skillName(entry.value)} (${entry.count})`}
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
          </Stack>
        </Box>
      ) : null}
      {qs ? (
        <Button variant="text" onClick={() => onChange(new URLSearchParams())}>
          {t("clear")}
        </Button>
      ) : null}
    </Box>
  );
}
