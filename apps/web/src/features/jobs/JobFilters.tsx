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
import TextField from "@mui/material/TextField";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { FacetGroup, TypedFiltersForm } from "@/features/filters/FilterBlocks";
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
  const group = (key: JobSearchKey, title: string, entries: FacetEntry[]) => (
    <FacetGroup
      legend={title}
      entries={entries}
      selected={listOf(params, key)}
      label={(entry) => label(key, entry)}
      onToggle={(value) => go(toggleValue(params, key, value))}
    />
  );
  const countries = withSelected(facets?.country ?? [], listOf(params, "country"));

  return (
    <Box component="section" aria-label={t("filters")}>
      <TypedFiltersForm
        query={params}
        fields={[
          { key: "q", label: t("keywords"), maxLength: 120 },
          { key: "salaryMin", label: t("salaryMin"), helper: t("salaryMinHelp"), numeric: true },
        ]}
        submitLabel={t("submit")}
        onSubmit={({ q, salaryMin }) =>
          go(setValue(setValue(params, "q", q), "salaryMin", salaryMin.replace(/\D/g, "")))
        }
      />
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
