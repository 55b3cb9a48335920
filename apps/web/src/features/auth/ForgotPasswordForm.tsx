"use client";

import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { AppLink } from "@/components/AppLink";
import { EmailInput } from "@/features/forms/blocks";
import { SubmitForm } from "@/features/forms/SubmitForm";
import { useContractForm } from "@/features/forms/useContractForm";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

type Values = { email: string };

/** /reset-password: asks for the email; the answer is the same whether or not it exists. */
export function ForgotPasswordForm() {
  const t = useTranslations("Auth.forgot");
  const locale = useLocale();
  const callRoute = useCall();
  const portal =
    useSearchParams().get("portal") === "customer" ? ("customer" as const) : ("developer" as const);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const payload = (v: Values) => ({ email: v.email, portal, locale });

  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  const form = useContractForm<Values>(
    "ForgotPasswordRequest",
    async (values) => {
      await callRoute(routes.auth.passwordForgot, { body: payload(values) }, { token: null });
      setSentTo(values.email.trim());
    },
    { defaultValues: { email: "" }, toPayload: payload },
  );

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
      <SubmitForm form={form} t={t}>
        <EmailInput label={t("email")} {...form.field("email")} />
      </SubmitForm>
      <Typography sx={{ mt: 4 }}>
        <AppLink underline="always" href={loginHref}>
          {t("backToLogin")}
        </AppLink>
      </Typography>
    </>
  );
}
