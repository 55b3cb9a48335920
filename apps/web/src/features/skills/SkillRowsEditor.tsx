"use client";

import { type CatalogSkill, type SkillLevel, skillLevelLabels } from "@encaja/contracts";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale } from "next-intl";
import { type ReactNode, useId, useState } from "react";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { useCatalogSearch } from "@/features/forms/useCatalogSearch";
import { routes } from "@/lib/api/routes";
import type { AppLocale } from "@/lib/format/locale";
import {
  addSkillRow,
  patchSkillRow,
  pickableSkillLevels,
  removeSkillRow,
  type SkillRow,
  unchosenSkills,
} from "./skillRows";

/** The editor's words, already translated by the picker that uses it. */
export type SkillRowsTexts = {
  title: string;
  help: string;
  addSkill: string;
  loading: string;
  /** What the search says when nothing is found for `input` (empty while nothing is typed). */
  noOptions: (input: string) => string;
  count: (count: number, max: number) => string;
  /** The label of a row's level select. */
  level: (skill: string) => string;
  removeSkill: (skill: string) => string;
  remove: string;
};

type LevelKey<T> = { [K in keyof T]: T[K] extends SkillLevel ? K : never }[keyof T];

export type SkillRowsEditorProps<T extends SkillRow> = {
  value: T[];
  onChange: (value: T[]) => void;
  error?: string;
  max: number;
  /** The row added for a skill picked in the catalogue (its default level and the rest). */
  newRow: (skill: CatalogSkill) => NoInfer<T>;
  /** The row field the level select edits (own level, minimum level…). */
  levelKey: LevelKey<T>;
  /** A row's own cells after the level (years, must-have…). */
  extraCells?: (row: T, update: (patch: Partial<T>) => void) => ReactNode;
  /** The grid width of those cells, e.g. "110px" or "auto". */
  extraColumns?: string;
  texts: SkillRowsTexts;
};

/**
 * Skills as rows of skill + level (+ the picker's own cells) with add and remove: new skills
 * are searched in /catalog/skills, and one already in the list is not offered again.
 */
export function SkillRowsEditor<T extends SkillRow>({
  value,
  onChange,
  error,
  max,
  newRow,
  levelKey,
  extraCells,
  extraColumns = "",
  texts,
}: SkillRowsEditorProps<T>) {
  const locale = useLocale() as AppLocale;
  const [input, setInput] = useState("");
  const search = useCatalogSearch(routes.catalog.skills, input);
  const options = unchosenSkills(search.data?.items ?? [], value);
  const groupId = useId();
  const full = value.length >= max;
  const update = (index: number, patch: Partial<T>) => onChange(patchSkillRow(value, index, patch));

  return (
    <Box role="group" aria-labelledby={`${groupId}-title`}>
      <Typography id={`${groupId}-title`} component="h3" variant="subtitle1" fontWeight={700}>
        {texts.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {texts.help}
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
          if (!next || full) return;
          onChange(addSkillRow(value, next, newRow, max));
          setInput("");
        }}
        loading={search.isFetching}
        loadingText={texts.loading}
        noOptionsText={texts.noOptions(input)}
        disabled={full}
        renderInput={(params) => (
          <TextField
            {...params}
            label={texts.addSkill}
            error={Boolean(error)}
            helperText={error ?? texts.count(value.length, max)}
            InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
          />
        )}
      />
      {value.length > 0 ? (
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, mt: 2 }} aria-label={texts.title}>
          {value.map((skill, index) => (
            <Box
              component="li"
              key={skill.skillId}
              sx={{
                display: "grid",
                gridTemplateColumns: {
                  xs: "1fr",
                  sm: `minmax(120px, 1fr) 200px ${extraColumns} auto`,
                },
                gap: 1.5,
                alignItems: "center",
                py: 1.5,
                borderBottom: 1,
                borderColor: "divider",
              }}
            >
              <Typography fontWeight={600}>{skill.name}</Typography>
              <EnumSelect
                size="small"
                label={texts.level(skill.name)}
                value={skill[levelKey] as SkillLevel}
                options={pickableSkillLevels}
                optionLabel={(level) => skillLevelLabels[level][locale]}
                onChange={(level) => update(index, { [levelKey]: level } as Partial<T>)}
              />
              {extraCells?.(skill, (patch) => update(index, patch))}
              <Button
                color="inherit"
                onClick={() => onChange(removeSkillRow(value, index))}
                aria-label={texts.removeSkill(skill.name)}
              >
                {texts.remove}
              </Button>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
