"use client";

import { useTranslations } from "next-intl";
import { NewPasswordInputs } from "@/features/forms/blocks";
import { PasswordInput } from "@/features/forms/fields";
import { SubmitForm } from "@/features/forms/SubmitForm";
import { useContractForm } from "@/features/forms/useContractForm";
import { useToast } from "@/features/toast/ToastProvider";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

type Values = { currentPassword: string; newPassword: string; confirm: string };

/** /settings/new-password: current password + the new one twice → PATCH /users/me/password. */
export function ChangePasswordForm() {
  const t = useTranslations("Account.changePassword");
  const tf = useTranslations("Forms");
  const callRoute = useCall();
  const toast = useToast();
  const form = useContractForm<Values>(
    "ChangePasswordRequest",
    async ({ currentPassword, newPassword }) => {
      await callRoute(routes.users.changePassword, { body: { currentPassword, newPassword } });
      form.reset();
      toast.success(t("done"));
    },
    {
      defaultValues: { currentPassword: "", newPassword: "", confirm: "" },
      toPayload: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
      extra: (v) => (v.confirm !== v.newPassword ? { confirm: tf("mismatch") } : {}),
    },
  );

  return (
    <SubmitForm form={form} t={t} fullWidthSubmit={false}>
      <PasswordInput
        label={t("current")}
        autoComplete="current-password"
        required
        {...form.field("currentPassword")}
      />
      <NewPasswordInputs
        labels={{ password: t("new"), confirm: t("confirm") }}
        help={t("newHelp")}
        password={form.field("newPassword")}
        confirm={form.field("confirm")}
      />
    </SubmitForm>
  );
}
