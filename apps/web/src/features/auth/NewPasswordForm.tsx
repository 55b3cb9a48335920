"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { PasswordInput } from "@/features/forms/fields";
import { contractResolver } from "@/features/forms/resolver";
import { SubmitButton } from "@/features/forms/SubmitButton";
import { useFormTexts } from "@/features/forms/useFormTexts";
import { ApiError } from "@/lib/api/client";
import { useApi, useApiErrorToast } from "@/lib/api/hooks";
import { ErrorText } from "./ErrorText";
import { contracts } from "./navigation";

type Values = { password: string; confirm: string };
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** /new-password/{token}: choose a new password twice; E0005/E0006 explain a bad link. */
export function NewPasswordForm({ token }: { token: string }) {
  const t = useTranslations("Auth.newPassword");
  const tf = useTranslations("Forms");
  const texts = useFormTexts();
  const api = useApi();
  const showError = useApiErrorToast();
  const [done, setDone] = useState(false);
  const [linkError, setLinkError] = useState<unknown>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void contracts();
  }, []);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { password: "", confirm: "" },
    resolver: contractResolver<Values>({
      schema: async () => (await contracts()).ResetPasswordRequest,
      toPayload: (v) => ({ token, password: v.password }),
      texts,
      extra: (v) => (v.confirm !== v.password ? { confirm: tf("mismatch") } : {}),
    }),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await api("/auth/password/reset", {
        method: "POST",
        token: null,
        body: { token, password: values.password },
      });
      setDone(true);
    } catch (error) {
      const code = error instanceof ApiError ? error.envelope?.code : undefined;
      if (code === "E0005" || code === "E0006") setLinkError(error);
      else showError(error);
    }
  });

  if (!TOKEN.test(token) || linkError) {
    return (
      <>
        {linkError ? <ErrorText error={linkError} /> : <ErrorText code="E0005" />}
        <ButtonLink href="/reset-password" variant="contained">
          {t("requestAgain")}
        </ButtonLink>
      </>
    );
  }
  if (done) {
    return (
      <>
        <Alert ref={doneRef} tabIndex={-1} severity="success" sx={{ mb: 3 }}>
          {t("done")}
        </Alert>
        <ButtonLink href="/login" variant="contained">
          {t("toLogin")}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <Box
        component="form"
        noValidate
        method="post"
        onSubmit={onSubmit}
        aria-label={t("formLabel")}
      >
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
      <Box sx={{ mt: 4 }}>
        <AppLink underline="always" href="/login">
          {t("toLogin")}
        </AppLink>
      </Box>
    </>
  );
}
