"use client";

import Stack from "@mui/material/Stack";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { EmailInput } from "@/features/forms/blocks";
import { FieldList, personNameFields } from "@/features/forms/FieldList";
import { TextInput } from "@/features/forms/fields";
import { storeSignupProject } from "../developer/onboarding/state";
import { UUID } from "./navigation";
import { RegisterForm, useRegisterForm } from "./RegisterForm";
import { TextLink } from "./TextLink";

type Values = { firstName: string; lastName: string; email: string; password: string };

/** Developer sign-up; `?project_id=` (an offer) is kept and sent as projectId. */
export function SignupForm() {
  const t = useTranslations("Auth.signup");
  const locale = useLocale();
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

  const empty = { firstName: "", lastName: "", email: "", password: "" };
  const form = useRegisterForm<Values>("developer", payload, empty);

  return (
    <>
      <RegisterForm portal="developer" form={form} t={t}>
        <FieldList
          form={form}
          input={TextInput}
          row
          fields={personNameFields({ firstName: t("firstName"), lastName: t("lastName") })}
        />
        <EmailInput label={t("email")} {...form.field("email")} />
      </RegisterForm>
      <Stack spacing={1} sx={{ mt: 4 }}>
        <TextLink text={t("haveAccount")} link={t("toLogin")} href="/login" />
        <TextLink text={t("areCompany")} link={t("toCompanySignup")} href="/hire/signup/new" />
      </Stack>
    </>
  );
}
