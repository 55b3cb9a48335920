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

/** A required new password (offered to password managers as new), with its rules as help. */
export function NewPasswordInput({
  label,
  help,
  ...bound
}: Bound & { label: string; help?: string }) {
  return (
    <PasswordInput label={label} autoComplete="new-password" required helper={help} {...bound} />
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
      <NewPasswordInput label={labels.password} help={help} {...password} />
      <NewPasswordInput label={labels.confirm} {...confirm} />
    </>
  );
}
