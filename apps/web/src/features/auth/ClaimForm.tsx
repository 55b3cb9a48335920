"use client";

import type { LoginResponse } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { PasswordInput } from "@/features/forms/fields";
import { contractResolver } from "@/features/forms/resolver";
import { SubmitButton } from "@/features/forms/SubmitButton";
import { useFormTexts } from "@/features/forms/useFormTexts";
import { useApi, useApiErrorToast } from "@/lib/api/hooks";
import { useStartSession } from "../session/useSession";
import { contracts, useGoAfterSignIn } from "./navigation";

type Values = { password: string; confirm: string };

/** /signup/invited/{token}: a sourced developer claims the profile by choosing a password. */
export function ClaimForm({ token }: { token: string }) {
  const t = useTranslations("Auth.claim");
  const tf = useTranslations("Forms");
  const texts = useFormTexts();
  const api = useApi();
  const showError = useApiErrorToast();
  const startSession = useStartSession();
  const goAfterSignIn = useGoAfterSignIn();

  useEffect(() => {
    void contracts();
  }, []);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { password: "", confirm: "" },
    resolver: contractResolver<Values>({
      schema: async () => (await contracts()).ClaimRequest,
      toPayload: (v) => ({ token, password: v.password }),
      texts,
      extra: (v) => (v.confirm !== v.password ? { confirm: tf("mismatch") } : {}),
    }),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { LoginResponse } = await contracts();
      const answer: LoginResponse = await api("/auth/claim", {
        method: "POST",
        token: null,
        body: { token, password: values.password },
        parse: LoginResponse.parse,
      });
      await startSession(answer.access_token, answer.role).catch(() => undefined);
      goAfterSignIn(answer.role, "/dashboard");
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Box component="form" noValidate method="post" onSubmit={onSubmit} aria-label={t("formLabel")}>
      <Stack spacing={2.5}>
        <PasswordInput
          label={t("password")}
          autoComplete="new-password"
          required
          helper={t("passwordHelp")}
          registration={register("password")}
          error={errors.password ?? errors.root}
        />
        <PasswordInput
          label={t("confirm")}
          autoComplete="new-password"
          required
          registration={register("confirm")}
          error={errors.confirm}
        />
        <SubmitButton
          submitting={isSubmitting}
          label={t("submit")}
          submittingLabel={t("submitting")}
        />
      </Stack>
    </Box>
  );
}
