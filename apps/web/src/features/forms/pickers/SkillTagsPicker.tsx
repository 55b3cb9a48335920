"use client";

import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { routes } from "@/lib/api/routes";
import { useCatalogSearch } from "../useCatalogSearch";
import { chips } from "./shared";

/** Skill ids for an experience: a multi-select searching the catalogue. */
export function SkillTagsPicker({
  value,
  onChange,
  label,
}: {
  value: Array<{ id: string; name: string }>;
  onChange: (value: Array<{ id: string; name: string }>) => void;
  label: string;
}) {
  const t = useTranslations("Forms.pickers");
  const [input, setInput] = useState("");
  const search = useCatalogSearch(routes.catalog.skills, input);
  const options = (search.data?.items ?? []).map((s) => ({ id: s.id, name: s.name }));
  return (
    <Autocomplete
      multiple
      value={value}
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => onChange(next.slice(0, 30))}
      onInputChange={(_, next) => setInput(next)}
      loading={search.isFetching}
      loadingText={t("loading")}
      noOptionsText={input ? t("noSkills") : t("typeToSearch")}
      renderValue={chips}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
        />
      )}
    />
  );
}
