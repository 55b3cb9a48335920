"use client";

import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { FormActions, SavingFieldset } from "./Field";
import type { ContractForm } from "./useContractForm";

/** A form opened inside a list (add or edit an item): a framed box with Save and Cancel. */
export function InlineForm<V extends FieldValues>({
  form,
  label,
  heading,
  submitLabel,
  cancel,
  children,
}: {
  form: ContractForm<V>;
  label: string;
  /** Shown above the fields. */
  heading?: ReactNode;
  submitLabel: string;
  cancel: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Box component="form" noValidate onSubmit={form.onSubmit} aria-label={label}>
        {heading}
        <SavingFieldset saving={form.submitting}>
          <Stack spacing={2.5}>{children}</Stack>
        </SavingFieldset>
        <Box sx={{ mt: 2 }}>
          <FormActions saving={form.submitting} submitLabel={submitLabel} cancel={cancel} />
        </Box>
      </Box>
    </Paper>
  );
}
