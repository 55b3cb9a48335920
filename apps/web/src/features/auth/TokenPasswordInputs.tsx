"use client";

import { NewPasswordInputs } from "@/features/forms/blocks";
import type { ContractForm } from "@/features/forms/useContractForm";

/**
 * The new password twice, in the forms opened from an emailed link: a problem with the
 * link's token (not a field of its own) shows on the password.
 */
export function TokenPasswordInputs({
  form,
  t,
}: {
  form: ContractForm<{ password: string; confirm: string }>;
  t: (key: "password" | "confirm" | "passwordHelp") => string;
}) {
  return (
    <NewPasswordInputs
      labels={{ password: t("password"), confirm: t("confirm") }}
      help={t("passwordHelp")}
      password={{ ...form.field("password"), error: form.errors.password ?? form.errors.root }}
      confirm={form.field("confirm")}
    />
  );
}
