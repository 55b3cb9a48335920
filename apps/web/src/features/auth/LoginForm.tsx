"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { AppLink } from "@/components/AppLink";
import { EmailInput } from "@/features/forms/blocks";
import { PasswordInput } from "@/features/forms/fields";
import { SubmitForm } from "@/features/forms/SubmitForm";
import { useContractForm } from "@/features/forms/useContractForm";
import { ApiError } from "@/lib/api/client";
import { GoogleButton } from "./GoogleButton";
import { useSafeCallback, withCallback } from "./navigation";
import { TextLink } from "./TextLink";
import { useAuthenticate } from "./useAuthenticate";

type Values = { email: string; password: string };

type Props = {
  portal: "developer" | "customer";
  /** Where to go after signing in when the URL has no callback (e.g. /hire/login/{offer}). */
  defaultCallback?: string;
  /** Where "create an account" points (customer portal: the company sign-up). */
  signupHref?: string;
};

/** Email + password sign-in for the developer/staff portal or the customer portal. */
// The sign-in page loads only the identity schemas and routes, on first use: the whole contracts
// module, loaded right after hydration, was a third of its JavaScript (issue #21).
const loginRequest = async () => (await import("@encaja/contracts/identity")).LoginRequest;

export function LoginForm({ portal, defaultCallback, signupHref }: Props) {
  const t = useTranslations("Auth.login");
  const authenticate = useAuthenticate();
  const callback = useSafeCallback() ?? defaultCallback ?? null;
  /** Minutes to wait after too many attempts (shown above the form until the next try). */
  const [waitMinutes, setWaitMinutes] = useState<number | null>(null);

  const form = useContractForm<Values>(
    loginRequest,
    async (values) => {
      setWaitMinutes(null);
      const { auth } = await import("@encaja/contracts/routes/auth");
      await authenticate(
        auth.login,
        { email: values.email.trim(), password: values.password, portal },
        { callback },
      );
    },
    {
      defaultValues: { email: "", password: "" },
      toPayload: (v) => ({ ...v, portal }),
      onApiError: (error) => {
        const retryAfter = error instanceof ApiError ? error.retryAfterSeconds : null;
        if (retryAfter !== null) setWaitMinutes(Math.ceil(retryAfter / 60));
        return retryAfter !== null;
      },
    },
  );

  const otherPortal = portal === "developer" ? "/customers/login" : "/login";
  return (
    <>
      <GoogleButton portal={portal} mode="signin" callback={callback} />
      {waitMinutes !== null && (
        <Alert severity="warning" role="alert" sx={{ mb: 3 }}>
          {t("tooManyAttempts", { minutes: waitMinutes })}
        </Alert>
      )}
      <SubmitForm form={form} t={t}>
        <EmailInput label={t("email")} {...form.field("email")} />
        <PasswordInput
          label={t("password")}
          autoComplete="current-password"
          required
          {...form.field("password")}
        />
        <Box sx={{ textAlign: "right" }}>
          <AppLink
            underline="always"
            href={portal === "customer" ? "/reset-password?portal=customer" : "/reset-password"}
          >
            {t("forgot")}
          </AppLink>
        </Box>
      </SubmitForm>
      <Stack spacing={1} sx={{ mt: 4 }}>
        <TextLink
          text={t("noAccount")}
          link={portal === "developer" ? t("signupDeveloper") : t("signupCompany")}
          href={signupHref ?? (portal === "developer" ? "/signup" : "/hire/signup/new")}
        />
        <TextLink
          text={portal === "developer" ? t("areCompany") : t("areDeveloper")}
          link={portal === "developer" ? t("toCompanyLogin") : t("toDeveloperLogin")}
          href={withCallback(otherPortal, callback)}
        />
      </Stack>
    </>
  );
}
