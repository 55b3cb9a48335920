"use client";

import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { contracts } from "@/features/auth/navigation";
import { PasswordInput } from "@/features/forms/fields";
import { contractResolver } from "@/features/forms/resolver";
import { SubmitButton } from "@/features/forms/SubmitButton";
import { useFormTexts } from "@/features/forms/useFormTexts";
import { useToast } from "@/features/toast/ToastProvider";
import { useApi, useApiErrorToast } from "@/lib/api/hooks";

type Values = { currentPassword: string; newPassword: string; confirm: string };

/** /settings/new-password: current password + the new one twice → PATCH /users/me/password. */
export function ChangePasswordForm() {
  const t = useTranslations("Account.changePassword");
  const tf = useTranslations("Forms");
  const texts = useFormTexts();
  const api = useApi();
  const toast = useToast();
  const showError = useApiErrorToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { currentPassword: "", newPassword: "", confirm: "" },
    resolver: contractResolver<Values>({
      schema: async () => (await contracts()).ChangePasswordRequest,
      toPayload: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
      texts,
      extra: (v) => (v.confirm !== v.newPassword ? { confirm: tf("mismatch") } : {}),
    }),
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await api("/users/me/password", { method: "PATCH", body: { currentPassword, newPassword } });
      reset();
      toast.success(t("done"));
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Box component="form" noValidate method="post" onSubmit={onSubmit} aria-label={t("formLabel")}>
      <Stack spacing={2.5}>
        <PasswordInput
          label={t("current")}
          autoComplete="current-password"
          required
          registration={register("currentPassword")}
          error={errors.currentPassword}
        />
        <PasswordInput
          label={t("new")}
          autoComplete="new-password"
          required
          helper={t("newHelp")}
          registration={register("newPassword")}
          error={errors.newPassword}
        />
        <PasswordInput
          label={t("confirm")}
          autoComplete="new-password"
          required
          registration={register("confirm")}
          error={errors.confirm}
        />
        <Box>
          <SubmitButton
            submitting={isSubmitting}
            label={t("submit")}
            submittingLabel={t("submitting")}
          />
        </Box>
      </Stack>
    </Box>
  );
}
