"use client";

import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ComponentType } from "react";
import type { FieldValues, Path, UseFormRegisterReturn } from "react-hook-form";
import type { ContractForm } from "./useContractForm";

/** The props `form.field(name)` gives an input. */
type Bound = { registration?: UseFormRegisterReturn; error?: { message?: string } };

/** One input of a {@link FieldList}: the form value it edits, and the input's other props. */
export type FieldSpec<V extends FieldValues, P> = Omit<P, keyof Bound> & { name: Path<V> };

/**
 * The same input component once per entry of `fields`, each bound to its form value;
 * `row` sets them side by side from the sm breakpoint up. With a `legend`, they are a row
 * in a borderless fieldset under that bold legend.
 */
export function FieldList<V extends FieldValues, P extends Bound>({
  form,
  input: Input,
  fields,
  row,
  legend,
  legendVariant,
}: {
  form: ContractForm<V>;
  input: ComponentType<P>;
  fields: ReadonlyArray<FieldSpec<V, NoInfer<P>>>;
  row?: boolean;
  legend?: string;
  legendVariant?: "subtitle1";
}) {
  const inputs = fields.map(({ name, ...props }) => (
    <Input key={name} {...(props as unknown as P)} {...form.field(name)} />
  ));
  if (!row && !legend) return <>{inputs}</>;
  const inRow = (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      {inputs}
    </Stack>
  );
  if (!legend) return inRow;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant={legendVariant} fontWeight={700} sx={{ mb: 1.5 }}>
        {legend}
      </Typography>
      {inRow}
    </Box>
  );
}

/** A person's first and last name (required, autofilled as such). */
export const personNameFields = (labels: { firstName: string; lastName: string }) =>
  [
    { name: "firstName", label: labels.firstName, autoComplete: "given-name", required: true },
    { name: "lastName", label: labels.lastName, autoComplete: "family-name", required: true },
  ] as const;

/** A phone number's input props: the phone keyboard and autofill. */
export const phoneInputProps = { type: "tel", inputMode: "tel", autoComplete: "tel" } as const;
