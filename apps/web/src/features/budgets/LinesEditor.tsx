"use client";

import {
  type BudgetHiringType,
  type Locale,
  type Seniority,
  seniorities,
  seniorityLabels,
  TechRole,
  techRoleLabel,
} from "@encaja/contracts";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { EnumSelect } from "@/features/forms/EnumSelect";
import { type LineFields, newLine } from "./budgetForm";

/** The budget's lines: add, change and remove (1 to 20). */
export function LinesEditor({
  lines,
  hiringType,
  onChange,
}: {
  lines: LineFields[];
  hiringType: BudgetHiringType;
  onChange: (lines: LineFields[]) => void;
}) {
  const t = useTranslations("Budgets.editor");
  const locale = useLocale() as Locale;
  const set = (key: number, patch: Partial<LineFields>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  return (
    <Stack spacing={2}>
      {lines.map((line, index) => {
        const n = index + 1;
        return (
          <Paper key={line.key} variant="outlined" sx={{ p: 2 }} component="fieldset">
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {t("line", { n })}
            </Typography>
            <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2 }}>
              <EnumSelect
                label={t("role", { n })}
                options={TechRole.options}
                optionLabel={(r) => techRoleLabel(r, locale)}
                value={line.role}
                onChange={(role) => set(line.key, { role })}
                fullWidth
              />
              <EnumSelect
                label={t("seniority", { n })}
                options={seniorities}
                optionLabel={(s: Seniority) => seniorityLabels[s][locale]}
                value={line.seniority}
                onChange={(seniority) => set(line.key, { seniority })}
                fullWidth
              />
            </Stack>
            <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2 }}>
              <TextField
                label={t("quantity", { n })}
                type="number"
                value={line.quantity}
                onChange={(e) => set(line.key, { quantity: e.target.value })}
                slotProps={{ htmlInput: { min: 1, max: 50 } }}
              />
              <TextField
                label={hiringType === "staffing" ? t("monthlyRate", { n }) : t("fee", { n })}
                type="number"
                value={line.unitAmount}
                onChange={(e) => set(line.key, { unitAmount: e.target.value })}
                slotProps={{ htmlInput: { min: 0, step: "0.01" } }}
              />
              {hiringType === "staffing" ? (
                <TextField
                  label={t("months", { n })}
                  type="number"
                  value={line.months}
                  onChange={(e) => set(line.key, { months: e.target.value })}
                  slotProps={{ htmlInput: { min: 1, max: 60 } }}
                />
              ) : null}
            </Stack>
            <TextField
              label={t("description", { n })}
              value={line.description}
              onChange={(e) => set(line.key, { description: e.target.value })}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            {lines.length > 1 ? (
              <Button
                color="error"
                sx={{ mt: 1 }}
                onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
              >
                {t("removeLine", { n })}
              </Button>
            ) : null}
          </Paper>
        );
      })}
      {lines.length < 20 ? (
        <Button variant="outlined" onClick={() => onChange([...lines, newLine()])}>
          {t("addLine")}
        </Button>
      ) : null}
    </Stack>
  );
}
