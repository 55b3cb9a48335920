"use client";

import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useCatalogSearch } from "@/features/forms/useCatalogSearch";
import { routes } from "@/lib/api/routes";

/** A catalogue skill; the id comes with every option picked here (a saved question has none). */
export type PickedSkill = { code: string; name: string; id?: string };

/** One catalogue skill, searched as the user types (null: none picked). */
export function SkillPicker({
  label,
  value,
  onChange,
  required,
  help,
}: {
  label: string;
  value: PickedSkill | null;
  onChange: (value: PickedSkill | null) => void;
  required?: boolean;
  help?: string;
}) {
  const t = useTranslations("Forms.pickers");
  const [input, setInput] = useState("");
  const search = useCatalogSearch(routes.catalog.skills, input);
  const options = (search.data?.items ?? []).map((s) => ({ id: s.id, code: s.code, name: s.name }));
  return (
    <Autocomplete
      value={value}
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, next) => setInput(next)}
      loading={search.isFetching}
      loadingText={t("loading")}
      noOptionsText={input ? t("noSkills") : t("typeToSearch")}
      sx={{ minWidth: 240 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          helperText={help}
          slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }}
        />
      )}
    />
  );
}
