"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { AppLink } from "@/components/AppLink";
import { ButtonLink } from "@/components/ButtonLink";
import { SubmitForm } from "@/features/forms/SubmitForm";
import { useContractForm } from "@/features/forms/useContractForm";
import { ApiError } from "@/lib/api/client";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { ErrorText } from "./ErrorText";
import { TokenPasswordInputs } from "./TokenPasswordInputs";

type Values = { password: string; confirm: string };
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** /new-password/{token}: choose a new password twice; E0005/E0006 explain a bad link. */
export function NewPasswordForm({ token }: { token: string }) {
  const t = useTranslations("Auth.newPassword");
  const tf = useTranslations("Forms");
  const callRoute = useCall();
  const [done, setDone] = useState(false);
  const [linkError, setLinkError] = useState<unknown>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const form = useContractForm<Values>(
    "ResetPasswordRequest",
    async (values) => {
      await callRoute(
        routes.auth.passwordReset,
        { body: { token, password: values.password } },
        { token: null },
      );
      setDone(true);
    },
    {
      defaultValues: { password: "", confirm: "" },
      toPayload: (v) => ({ token, password: v.password }),
      extra: (v) => (v.confirm !== v.password ? { confirm: tf("mismatch") } : {}),
      onApiError: (error) => {
        const code = error instanceof ApiError ? error.envelope?.code : undefined;
        const badLink = code === "E0005" || code === "E0006";
        if (badLink) setLinkError(error);
        return badLink;
      },
    },
  );

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
      <SubmitForm form={form} t={t}>
        <TokenPasswordInputs form={form} t={t} />
      </SubmitForm>
      <Box sx={{ mt: 4 }}>
        <AppLink underline="always" href="/login">
          {t("toLogin")}
        </AppLink>
      </Box>
    </>
  );
}
