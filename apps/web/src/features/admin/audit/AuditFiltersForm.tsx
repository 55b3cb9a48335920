"use client";

import { auditActionGroups, auditActions } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import type { AuditFilterKey, AuditFilters } from "./filters";
import { useActionGroupLabel, useActionLabel } from "./labels";

/** Groups with more than one action get an "every action of the group" option. */
const groupsWorthAnOption = auditActionGroups.filter(
  (group) => auditActions.filter((a) => a.startsWith(group)).length > 1,
);

/**
 * The viewer's filters. Remount it (key) when the URL changes so the fields follow the URL;
 * `onApply` writes the URL.
 */
export function AuditFiltersForm({
  initial,
  onApply,
}: {
  initial: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const t = useTranslations("AdminAudit.filters");
  const actionLabel = useActionLabel();
  const groupLabel = useActionGroupLabel();
  const [values, setValues] = useState<AuditFilters>(initial);
  const field = (key: AuditFilterKey) => ({
    name: key,
    value: values[key] ?? "",
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: e.target.value })),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(values);
  };
  const dateProps = { type: "date", slotProps: { inputLabel: { shrink: true } } } as const;

  return (
    <Box component="form" role="search" aria-label={t("label")} onSubmit={submit} sx={{ mb: 3 }}>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(5, 1fr)" },
        }}
      >
        <TextField label={t("actor")} helperText={t("actorHelp")} {...field("actor")} />
        <TextField
          select
          label={t("action")}
          {...field("action")}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t("anyAction")}</option>
          {groupsWorthAnOption.map((group) => (
            <option key={group} value={group}>
              {t("actionGroup", { group: groupLabel(group) })}
            </option>
          ))}
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </TextField>
        <TextField label={t("target")} helperText={t("targetHelp")} {...field("target")} />
        <TextField label={t("from")} {...dateProps} {...field("from")} />
        <TextField label={t("to")} helperText={t("daysHelp")} {...dateProps} {...field("to")} />
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained">
          {t("apply")}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setValues({});
            onApply({});
          }}
        >
          {t("clear")}
        </Button>
      </Stack>
    </Box>
  );
}
