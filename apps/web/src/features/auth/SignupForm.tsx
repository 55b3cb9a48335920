"use client";

import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { EmailInput } from "@/features/forms/blocks";
import { PasswordInput, TextInput } from "@/features/forms/fields";
import { SubmitForm } from "@/features/forms/SubmitForm";
import { useContractForm } from "@/features/forms/useContractForm";
import { useApi } from "@/lib/api/hooks";
import { storeSignupProject } from "../developer/onboarding/state";
import { useStartSession } from "../session/useSession";
import { GoogleButton } from "./GoogleButton";
import { legalLinks } from "./legalLinks";
import { contracts, UUID, useGoAfterSignIn } from "./navigation";
import { TextLink } from "./TextLink";

type Values = { firstName: string; lastName: string; email: string; password: string };

/** Developer sign-up; `?project_id=` (an offer) is kept and sent as projectId. */
export function SignupForm() {
  const t = useTranslations("Auth.signup");
  const locale = useLocale();
  const api = useApi();
  const startSession = useStartSession();
  const goAfterSignIn = useGoAfterSignIn();
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
      const { TokenResponse } = await contracts();
      const answer = await api("/auth/register", {
        method: "POST",
        body: payload(values),
        parse: TokenResponse.parse,
      });
      await startSession(answer.access_token, "developer").catch(() => undefined);
      // A new developer starts with the onboarding (it resumes where they left it).
      goAfterSignIn("developer", "/onboarding");
    },
    {
      defaultValues: { firstName: "", lastName: "", email: "", password: "" },
      toPayload: payload,
    },
  );

  return (
    <>
      <GoogleButton portal="developer" mode="signup" callback="/onboarding" />
      <SubmitForm
        form={form}
        label={t("formLabel")}
        submitLabel={t("submit")}
        submittingLabel={t("submitting")}
      >
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
        <PasswordInput
          label={t("password")}
          autoComplete="new-password"
          required
          helper={t("passwordHelp")}
          {...form.field("password")}
        />
        <Typography variant="body2" color="text.secondary">
          {t.rich("legal", legalLinks)}
        </Typography>
      </SubmitForm>
      <Stack spacing={1} sx={{ mt: 4 }}>
        <TextLink text={t("haveAccount")} link={t("toLogin")} href="/login" />
        <TextLink text={t("areCompany")} link={t("toCompanySignup")} href="/hire/signup/new" />
      </Stack>
    </>
  );
}
