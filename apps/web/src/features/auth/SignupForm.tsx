"use client";

import { routes } from "@encaja/contracts";
import Stack from "@mui/material/Stack";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { EmailInput, NewPasswordInput } from "@/features/forms/blocks";
import { TextInput } from "@/features/forms/fields";
import { SubmitForm } from "@/features/forms/SubmitForm";
import { useContractForm } from "@/features/forms/useContractForm";
import { storeSignupProject } from "../developer/onboarding/state";
import { GoogleButton } from "./GoogleButton";
import { LegalNotice, legalLinks } from "./legalLinks";
import { UUID } from "./navigation";
import { TextLink } from "./TextLink";
import { useAuthenticate } from "./useAuthenticate";

type Values = { firstName: string; lastName: string; email: string; password: string };

/** Developer sign-up; `?project_id=` (an offer) is kept and sent as projectId. */
export function SignupForm() {
  const t = useTranslations("Auth.signup");
  const locale = useLocale();
  const authenticate = useAuthenticate();
  const projectParam = useSearchParams().get("project_id");
  const projectId = projectParam && UUID.test(projectParam) ? projectParam : undefined;
  const payload = (v: Values) => ({
    role: "developer" as const,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    password: v.password,
    locale,
    ...(projectId ? { projectId } : {}),
  });

  useEffect(() => {
    // The offer the developer came from waits for them at the end of the onboarding.
    if (projectId) storeSignupProject(projectId);
  }, [projectId]);

  const form = useContractForm<Values>(
    "RegisterDeveloperRequest",
    async (values) => {
      // A new developer starts with the onboarding (it resumes where they left it).
      await authenticate(routes.auth.register, payload(values), {
        role: "developer",
        callback: "/onboarding",
      });
    },
    {
      defaultValues: { firstName: "", lastName: "", email: "", password: "" },
      toPayload: payload,
    },
  );

  return (
    <>
      <GoogleButton portal="developer" mode="signup" callback="/onboarding" />
      <SubmitForm form={form} t={t}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextInput
            label={t("firstName")}
            autoComplete="given-name"
            required
            {...form.field("firstName")}
          />
          <TextInput
            label={t("lastName")}
            autoComplete="family-name"
            required
            {...form.field("lastName")}
          />
        </Stack>
        <EmailInput label={t("email")} {...form.field("email")} />
        <NewPasswordInput
          label={t("password")}
          help={t("passwordHelp")}
          {...form.field("password")}
        />
        <LegalNotice>{t.rich("legal", legalLinks)}</LegalNotice>
      </SubmitForm>
      <Stack spacing={1} sx={{ mt: 4 }}>
        <TextLink text={t("haveAccount")} link={t("toLogin")} href="/login" />
        <TextLink text={t("areCompany")} link={t("toCompanySignup")} href="/hire/signup/new" />
      </Stack>
    </>
  );
}
