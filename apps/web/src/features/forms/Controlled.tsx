"use client";

import type { ReactNode } from "react";
import { Controller, type FieldValues, type Path, type PathValue } from "react-hook-form";
import type { ContractForm } from "./useContractForm";

export type ControlledProps<T> = { value: T; onChange: (value: T) => void; error?: string };

/**
 * A form value edited by a component that is not a native input (a picker, a group of
 * checkboxes): `children` gets its value, its onChange and its error text.
 */
export function Controlled<V extends FieldValues, N extends Path<V>>({
  form,
  name,
  children,
}: {
  form: ContractForm<V>;
  name: N;
  children: (bound: ControlledProps<PathValue<V, N>>) => ReactNode;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <>
          {children({
            value: field.value,
            onChange: field.onChange,
            error: fieldState.error?.message,
          })}
        </>
      )}
    />
  );
}
