"use client";

import type { SxProps, Theme } from "@mui/material/styles";
import TextField from "@mui/material/TextField";
import { type ReactNode, useId } from "react";
import {
  selectChangedByVisitor,
  useChoiceMadeBeforeHydration,
} from "./useChoiceMadeBeforeHydration";

type CommonProps<V extends string> = {
  label: string;
  /** The values offered, in order (the type of the value is taken from here). */
  options: readonly V[];
  /** The text shown for a value (usually its label in the page's language). */
  optionLabel: (value: V) => string;
  /** Shown under the field and tied to it by aria-describedby; an error wins over help. */
  error?: string;
  help?: string;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: "small" | "medium";
  sx?: SxProps<Theme>;
};

/** Without an empty option the value is always one of `options`. */
type WithoutEmpty<V extends string> = {
  emptyLabel?: undefined;
  value: NoInfer<V>;
  onChange: (value: NoInfer<V>) => void;
};

/** With `emptyLabel` a first option of value "" stands for "none chosen". */
type WithEmpty<V extends string> = {
  emptyLabel: string;
  value: NoInfer<V> | "";
  onChange: (value: NoInfer<V> | "") => void;
};

export type EnumSelectProps<V extends string> = CommonProps<V> & (WithoutEmpty<V> | WithEmpty<V>);

/**
 * A labelled native select of enum values: the label is bound to the control, and the error
 * (or help) text is tied to it with aria-describedby and aria-invalid. An option picked before
 * the page hydrated is kept.
 */
export function EnumSelect<V extends string>(props: CommonProps<V> & WithEmpty<V>): ReactNode;
export function EnumSelect<V extends string>(props: CommonProps<V> & WithoutEmpty<V>): ReactNode;
export function EnumSelect<V extends string>({
  label,
  options,
  optionLabel,
  error,
  help,
  required,
  disabled,
  fullWidth,
  size,
  sx,
  emptyLabel,
  value,
  onChange,
}: EnumSelectProps<V>): ReactNode {
  const id = useId();
  const change = onChange as (value: string) => void;
  useChoiceMadeBeforeHydration(
    () => selectChangedByVisitor(document.getElementById(id) as HTMLSelectElement | null),
    change,
    value as string,
  );
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(e) => change(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? help}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </TextField>
  );
}
