"use client";

import type { LoginResponse } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { AppLink } from "@/components/AppLink";
import { PasswordInput, TextInput } from "@/features/forms/fields";
import { contractResolver } from "@/features/forms/resolver";
import { SubmitButton } from "@/features/forms/SubmitButton";
import { useFormTexts } from "@/features/forms/useFormTexts";
import { ApiError } from "@/lib/api/client";
import { useApi, useApiErrorToast } from "@/lib/api/hooks";
import { useStartSession } from "../session/useSession";
import { GoogleButton } from "./GoogleButton";
import { contracts, useGoAfterSignIn, useSafeCallback, withCallback } from "./navigation";

type Values = { email: string; password: string };

type Props = {
  portal: "developer" | "customer";
  /** Where to go after signing in when the URL has no callback (e.g. /hire/login/{offer}). */
  defaultCallback?: string;
  /** Where "create an account" points (customer portal: the company sign-up). */
  signupHref?: string;
};

/** Email + password sign-in for the developer/staff portal or the customer portal. */
export function LoginForm({ portal, defaultCallback, signupHref }: Props) {
  const t = useTranslations("Auth.login");
  const texts = useFormTexts();
  const api = useApi();
  const showError = useApiErrorToast();
  const startSession = useStartSession();
  const goAfterSignIn = useGoAfterSignIn();
  const callback = useSafeCallback() ?? defaultCallback ?? null;
  /** Minutes to wait after too many attempts (shown above the form until the next try). */
  const [waitMinutes, setWaitMinutes] = useState<number | null>(null);

  useEffect(() => {
    // Warm the schema chunk so validation on submit is instant.
    void contracts();
  }, []);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { email: "", password: "" },
    resolver: contractResolver<Values>({
      schema: async () => (await contracts()).LoginRequest,
      toPayload: (v) => ({ ...v, portal }),
      texts,
    }),
  });

  const onSubmit = handleSubmit(async (values) => {
    setWaitMinutes(null);
    try {
      const { LoginResponse } = await contracts();
      const answer: LoginResponse = await api("/auth/login", {
        method: "POST",
        body: { email: values.email.trim(), password: values.password, portal },
        parse: LoginResponse.parse,
      });
      await startSession(answer.access_token, answer.role).catch(() => undefined);
      goAfterSignIn(answer.role, callback);
    } catch (error) {
      const retryAfter = error instanceof ApiError ? error.retryAfterSeconds : null;
      if (retryAfter !== null) setWaitMinutes(Math.ceil(retryAfter / 60));
      else showError(error);
    }
  });

  const otherPortal = portal === "developer" ? "/customers/login" : "/login";
  return (
    <>
      <GoogleButton portal={portal} mode="signin" callback={callback} />
      {waitMinutes !== null && (
        <Alert severity="warning" role="alert" sx={{ mb: 3 }}>
          {t("tooManyAttempts", { minutes: waitMinutes })}
        </Alert>
      )}
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
          <PasswordInput
            label={t("password")}
            autoComplete="current-password"
            required
            registration={register("password")}
            error={errors.password}
          />
          <Box sx={{ textAlign: "right" }}>
            <AppLink
              underline="always"
              href={portal === "customer" ? "/reset-password?portal=customer" : "/reset-password"}
            >
              {t("forgot")}
            </AppLink>
          </Box>
          <SubmitButton
            submitting={isSubmitting}
            label={t("submit")}
            submittingLabel={t("submitting")}
          />
        </Stack>
      </Box>
      <Stack spacing={1} sx={{ mt: 4 }}>
        <Typography>
          {t("noAccount")}{" "}
          <AppLink
            underline="always"
            href={signupHref ?? (portal === "developer" ? "/signup" : "/hire/signup/new")}
          >
            {portal === "developer" ? t("signupDeveloper") : t("signupCompany")}
          </AppLink>
        </Typography>
        <Typography>
          {portal === "developer" ? t("areCompany") : t("areDeveloper")}{" "}
          <AppLink underline="always" href={withCallback(otherPortal, callback)}>
            {portal === "developer" ? t("toCompanyLogin") : t("toDeveloperLogin")}
          </AppLink>
        </Typography>
      </Stack>
    </>
  );
}
