"use client";

import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { PasswordInput, TextInput } from "./fields";

type Bound = { registration: UseFormRegisterReturn; error?: FieldError | { message?: string } };

/** A required email input (email keyboard, browser autofill). */
export function EmailInput({
  label,
  helper,
  ...bound
}: Bound & { label: string; helper?: string }) {
  return (
    <TextInput
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      helper={helper}
      {...bound}
    />
  );
}

/** A new password and the same again; both required, offered to password managers as new. */
export function NewPasswordInputs({
  labels,
  help,
  password,
  confirm,
}: {
  labels: { password: string; confirm: string };
  help: string;
  password: Bound;
  confirm: Bound;
}) {
  return (
    <>
      <PasswordInput
        label={labels.password}
        autoComplete="new-password"
        required
        helper={help}
        {...password}
      />
      <PasswordInput label={labels.confirm} autoComplete="new-password" required {...confirm} />
    </>
  );
}
