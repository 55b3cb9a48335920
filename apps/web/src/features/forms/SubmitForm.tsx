"use client";

import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { SubmitButton } from "./SubmitButton";
import type { ContractForm } from "./useContractForm";

/**
 * A labelled form (never submitted natively: POST, no validation popups) with its fields
 * stacked and the large submit button last.
 */
export function SubmitForm<V extends FieldValues>({
  form,
  t,
  fullWidthSubmit = true,
  children,
}: {
  form: ContractForm<V>;
  /** The form's texts: its accessible name and the button's two labels. */
  t: (key: "formLabel" | "submit" | "submitting") => string;
  /** False keeps the button as wide as its text. */
  fullWidthSubmit?: boolean;
  children: ReactNode;
}) {
  const button = (
    <SubmitButton
      submitting={form.submitting}
      label={t("submit")}
      submittingLabel={t("submitting")}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      method="post"
      onSubmit={form.onSubmit}
      aria-label={t("formLabel")}
    >
      <Stack spacing={2.5}>
        {children}
        {fullWidthSubmit ? button : <Box>{button}</Box>}
      </Stack>
    </Box>
  );
}
