"use client";

import {
  type JobFacets,
  type MainSkillCategory,
  mainSkillCategoryLabels,
  type Seniority,
  seniorityLabels,
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
import { type FormEvent, useId, useState } from "react";
import { useRouter } from "@/i18n/navigation";
import { countryName } from "@/lib/format/countries";
import type { AppLocale } from "@/lib/format/locale";
import { type FacetEntry, withSelected } from "@/lib/search/params";
import { type JobSearchKey, listOf, setValue, toggleValue } from "./searchParams";

/**
 * The job search filters: every change rewrites the URL (shareable, server-rendered
 * results), facets show how many jobs each value would match.
 */
export function JobFilters({ query, facets }: { query: string; facets: JobFacets | null }) {
  const t = useTranslations("Jobs.search");
  const locale = useLocale() as AppLocale;
  const router = useRouter();
  const params = new URLSearchParams(query);
  const [text, setText] = useState(params.get("q") ?? "");
  const [salary, setSalary] = useState(params.get("salaryMin") ?? "");
  // On phones the facets sit behind a button, so the results are not below a long list.
  const [facetsOpen, setFacetsOpen] = useState(false);
  const facetsId = useId();
  const activeFacets = (["techRole", "seniority", "modality", "country", "skills"] as const).reduce(
    (n, key) => n + listOf(params, key).length,
    0,
  );
  const go = (next: URLSearchParams) => {
    const qs = next.toString();
    router.push(qs ? `/job-search?${qs}` : "/job-search", { scroll: false });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(setValue(setValue(params, "q", text), "salaryMin", salary.replace(/\D/g, "")));
  };
  const label = (key: JobSearchKey, entry: FacetEntry) => {
    // A value from a hand-edited URL may have no label: show it as typed.
    if (key === "techRole")
      return mainSkillCategoryLabels[entry.value as MainSkillCategory]?.[locale] ?? entry.value;
    if (key === "seniority")
      return seniorityLabels[entry.value as Seniority]?.[locale] ?? entry.value;
    if (key === "modality")
      return workModalityLabels[entry.value as WorkModality]?.[locale] ?? entry.value;
    return entry.label ?? entry.value;
  };
  const group = (key: JobSearchKey, title: string, entries: FacetEntry[]) => {
    const selected = listOf(params, key);
    const shown = withSelected(entries, selected);
    if (shown.length === 0) return null;
    return (
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
        <Typography component="legend" fontWeight={700} sx={{ mb: 0.5 }}>
          {title}
        </Typography>
        <Stack>
          {shown.map((entry) => (
            <FormControlLabel
              key={entry.value}
              control={
                <Checkbox
                  size="small"
                  checked={selected.includes(entry.value)}
                  onChange={() => go(toggleValue(params, key, entry.value))}
                />
              }
              label={`${label(key, entry)} (${entry.count})`}
            />
          ))}
        </Stack>
      </Box>
    );
  };
  const countries = withSelected(facets?.country ?? [], listOf(params, "country"));

  return (
    <Box component="section" aria-label={t("filters")}>
      <Box component="form" role="search" onSubmit={submit} sx={{ mb: 3 }}>
        <Stack spacing={2}>
          <TextField
            label={t("keywords")}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 }, inputLabel: { shrink: true } }}
          />
          <TextField
            label={t("salaryMin")}
            value={salary}
            onChange={(e) => setSalary(e.target.value)}
            helperText={t("salaryMinHelp")}
            slotProps={{ htmlInput: { inputMode: "numeric" }, inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="contained">
            {t("submit")}
          </Button>
        </Stack>
      </Box>
      <Button
        variant="outlined"
        fullWidth
        aria-expanded={facetsOpen}
        aria-controls={facetsId}
        onClick={() => setFacetsOpen((open) => !open)}
        sx={{ display: { md: "none" }, mb: 2 }}
      >
        {facetsOpen
          ? t("hideFilters")
          : activeFacets > 0
            ? t("showFiltersCount", { count: activeFacets })
            : t("showFilters")}
      </Button>
      <Box id={facetsId} sx={{ display: { xs: facetsOpen ? "block" : "none", md: "block" } }}>
        {group("techRole", t("techRole"), facets?.techRole ?? [])}
        {group("seniority", t("seniority"), facets?.seniority ?? [])}
        {group("modality", t("modality"), facets?.modality ?? [])}
        {countries.length > 0 ? (
          <TextField
            select
            fullWidth
            label={t("country")}
            value={params.get("country") ?? ""}
            onChange={(e) => go(setValue(params, "country", e.target.value))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ mb: 2 }}
          >
            <option value="">{t("anyCountry")}</option>
            {countries.map((c) => (
              <option key={c.value} value={c.value}>
                {`${countryName(c.value, locale)} (${c.count})`}
              </option>
            ))}
          </TextField>
        ) : null}
        {group("skills", t("skills"), (facets?.skills ?? []).slice(0, 12))}
        {query ? (
          <Button variant="text" onClick={() => go(new URLSearchParams())}>
            {t("clear")}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
