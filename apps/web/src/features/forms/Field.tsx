"use client";

import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { FieldValues, UseFormRegisterReturn } from "react-hook-form";
import { ButtonLink } from "@/components/ButtonLink";
import type { ContractForm } from "./useContractForm";
import { useHydrated } from "./useHydrated";

type FieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: { message?: string };
  helper?: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "decimal" | "tel" | "url" | "email";
  multiline?: boolean;
  rows?: number;
  disabled?: boolean;
  /** Native select options; makes the field a select. */
  options?: Array<{ value: string; label: string }>;
  placeholder?: string;
  /** A number, or a day ("2026-12-01") for a date field. */
  min?: number | string;
  max?: number | string;
  maxLength?: number;
};

/**
 * A labelled text, number, month or (native) select field bound to react-hook-form; the
 * error (or helper) text is tied to the input by MUI's aria-describedby.
 */
export function Field({
  label,
  registration,
  error,
  helper,
  type = "text",
  required,
  autoComplete,
  inputMode,
  multiline,
  rows,
  disabled,
  options,
  placeholder,
  min,
  max,
  maxLength,
}: FieldProps) {
  const { ref, ...rest } = registration;
  return (
    <TextField
      {...rest}
      inputRef={ref}
      fullWidth
      label={label}
      type={options ? undefined : type}
      required={required}
      error={Boolean(error)}
      helperText={error?.message ?? helper}
      multiline={multiline}
      minRows={rows}
      disabled={disabled}
      select={Boolean(options)}
      placeholder={placeholder}
      slotProps={{
        inputLabel: { shrink: true },
        // A disabled field's helper says why it is disabled: it must stay readable.
        formHelperText: { sx: { "&.Mui-disabled": { color: "text.secondary" } } },
        select: options ? { native: true } : undefined,
        htmlInput: {
          autoComplete,
          inputMode,
          min,
          max,
          maxLength,
          "aria-invalid": error ? true : undefined,
        },
      }}
    >
      {options?.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** A borderless fieldset that disables every field inside it while the form saves. */
export function SavingFieldset({ saving, children }: { saving: boolean; children: ReactNode }) {
  return (
    <Box component="fieldset" disabled={saving} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {children}
    </Box>
  );
}

/** Back (a link) and the submit button of a form; the submit is disabled while saving. */
export function FormActions({
  saving,
  submitLabel,
  backHref,
  cancel,
}: {
  saving: boolean;
  submitLabel: string;
  backHref?: string | null;
  /** A Cancel button beside the submit (disabled while saving). */
  cancel?: { label: string; onClick: () => void };
}) {
  const t = useTranslations("Forms");
  const hydrated = useHydrated();
  return (
    <Stack
      direction={{ xs: "column-reverse", sm: "row" }}
      spacing={2}
      sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, pt: 1 }}
    >
      <Box>
        {backHref ? (
          <ButtonLink href={backHref} variant="text">
            {t("back")}
          </ButtonLink>
        ) : null}
      </Box>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {cancel ? (
          <Button onClick={cancel.onClick} disabled={saving}>
            {cancel.label}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={saving || !hydrated}>
          {saving ? t("saving") : submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * A labelled section form: its fields disabled while it saves, then Back and the submit
 * button.
 */
export function SavingForm<V extends FieldValues>({
  form,
  label,
  submitLabel,
  backHref,
  spacing = 2.5,
  fieldSpacing = spacing,
  children,
}: {
  form: ContractForm<V>;
  label: string;
  submitLabel: string;
  backHref?: string | null;
  /** The gap between the fields and the buttons. */
  spacing?: number;
  /** The gap between the fields (default: `spacing`). */
  fieldSpacing?: number;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={form.onSubmit} aria-label={label}>
      <Stack spacing={spacing}>
        <SavingFieldset saving={form.submitting}>
          <Stack spacing={fieldSpacing}>{children}</Stack>
        </SavingFieldset>
        <FormActions saving={form.submitting} submitLabel={submitLabel} backHref={backHref} />
      </Stack>
    </Box>
  );
}
