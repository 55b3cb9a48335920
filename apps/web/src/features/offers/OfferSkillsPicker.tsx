"use client";

import { type CatalogSkill, type SkillLevel, skillLevelLabels } from "@encaja/contracts";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useDeferredValue, useId, useState } from "react";
import type { AppLocale } from "@/features/developer/helpers";
import { pickableSkillLevels } from "@/features/developer/pickers";
import { useApi } from "@/lib/api/hooks";
import type { OfferSkillEntry } from "./offerForm";

const MAX_SKILLS = 30;

/** The skills an offer asks for: each with a minimum level and required / nice to have. */
export function OfferSkillsPicker({
  value,
  onChange,
  error,
}: {
  value: OfferSkillEntry[];
  onChange: (value: OfferSkillEntry[]) => void;
  error?: string;
}) {
  const t = useTranslations("Offers.form");
  const locale = useLocale() as AppLocale;
  const api = useApi();
  const id = useId();
  const [input, setInput] = useState("");
  const q = useDeferredValue(input.trim());
  const search = useQuery({
    queryKey: ["catalog", "/catalog/skills", q],
    queryFn: ({ signal }) =>
      api<{ items: CatalogSkill[] }>(
        `/catalog/skills?limit=20${q ? `&q=${encodeURIComponent(q)}` : ""}`,
        { signal },
      ),
    staleTime: 3_600_000,
    placeholderData: keepPreviousData,
  });
  const chosen = new Set(value.map((s) => s.skillId));
  const options = (search.data?.items ?? []).filter((o) => !chosen.has(o.id));
  const update = (index: number, patch: Partial<OfferSkillEntry>) =>
    onChange(value.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  return (
    <Box role="group" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h3" variant="subtitle1" fontWeight={700}>
        {t("skills")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("skillsHelp")}
      </Typography>
      <Autocomplete<CatalogSkill, false, false, false>
        value={null}
        inputValue={input}
        options={options}
        filterOptions={(x) => x}
        getOptionLabel={(o) => o.name}
        onInputChange={(_, next, reason) => {
          if (reason !== "reset") setInput(next);
        }}
        onChange={(_, next) => {
          if (!next || value.length >= MAX_SKILLS) return;
          onChange([
            ...value,
            {
              skillId: next.id,
              code: next.code,
              name: next.name,
              minLevel: "medium_use",
              required: true,
            },
          ]);
          setInput("");
        }}
        loading={search.isFetching}
        loadingText={t("loading")}
        noOptionsText={t("noSkills")}
        disabled={value.length >= MAX_SKILLS}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t("addSkill")}
            error={Boolean(error)}
            helperText={error ?? t("skillsCount", { count: value.length, max: MAX_SKILLS })}
            InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
          />
        )}
      />
      {value.length > 0 ? (
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, mt: 2 }} aria-label={t("skills")}>
          {value.map((skill, index) => (
            <Box
              component="li"
              key={skill.skillId}
              sx={{
                display: "grid",
                gridTemplateColumns: { xs: "1fr", sm: "minmax(120px, 1fr) 200px auto auto" },
                gap: 1.5,
                alignItems: "center",
                py: 1.5,
                borderBottom: 1,
                borderColor: "divider",
              }}
            >
              <Typography fontWeight={600}>{skill.name}</Typography>
              <TextField
                select
                size="small"
                label={t("minLevel", { skill: skill.name })}
                value={skill.minLevel}
                onChange={(e) => update(index, { minLevel: e.target.value as SkillLevel })}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {pickableSkillLevels.map((level) => (
                  <option key={level} value={level}>
                    {skillLevelLabels[level][locale]}
                  </option>
                ))}
              </TextField>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={skill.required}
                    onChange={(e) => update(index, { required: e.target.checked })}
                  />
                }
                label={t("requiredSkill", { skill: skill.name })}
              />
              <Button
                color="inherit"
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                aria-label={t("removeSkill", { skill: skill.name })}
              >
                {t("remove")}
              </Button>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
