"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { AppLink } from "@/components/AppLink";
import { TextInput } from "@/features/forms/fields";
import { contractResolver } from "@/features/forms/resolver";
import { SubmitButton } from "@/features/forms/SubmitButton";
import { useFormTexts } from "@/features/forms/useFormTexts";
import { useApi, useApiErrorToast } from "@/lib/api/hooks";
import { contracts } from "./navigation";

type Values = { email: string };

/** /reset-password: asks for the email; the answer is the same whether or not it exists. */
export function ForgotPasswordForm() {
  const t = useTranslations("Auth.forgot");
  const locale = useLocale();
  const texts = useFormTexts();
  const api = useApi();
  const showError = useApiErrorToast();
  const portal = useSearchParams().get("portal") === "customer" ? "customer" : "developer";
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const payload = (v: Values) => ({ email: v.email, portal, locale });

  useEffect(() => {
    void contracts();
  }, []);
  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { email: "" },
    resolver: contractResolver<Values>({
      schema: async () => (await contracts()).ForgotPasswordRequest,
      toPayload: payload,
      texts,
    }),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await api("/auth/password/forgot", { method: "POST", token: null, body: payload(values) });
      setSentTo(values.email.trim());
    } catch (error) {
      showError(error);
    }
  });

  const loginHref = portal === "customer" ? "/customers/login" : "/login";
  if (sentTo) {
    return (
      <>
        <Alert ref={doneRef} tabIndex={-1} severity="success" sx={{ mb: 3 }}>
          {t("sent", { email: sentTo })}
        </Alert>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t("sentHelp")}
        </Typography>
        <AppLink underline="always" href={loginHref}>
          {t("backToLogin")}
        </AppLink>
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
          <TextInput
            label={t("email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            registration={register("email")}
            error={errors.email}
          />
          <SubmitButton
            submitting={isSubmitting}
            label={t("submit")}
            submittingLabel={t("submitting")}
          />
        </Stack>
      </Box>
      <Typography sx={{ mt: 4 }}>
        <AppLink underline="always" href={loginHref}>
          {t("backToLogin")}
        </AppLink>
      </Typography>
    </>
  );
}
