"use client";

import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { AppLink } from "@/components/AppLink";
import { PasswordInput, TextInput } from "@/features/forms/fields";
import { contractResolver } from "@/features/forms/resolver";
import { SubmitButton } from "@/features/forms/SubmitButton";
import { useFormTexts } from "@/features/forms/useFormTexts";
import { useApi, useApiErrorToast } from "@/lib/api/hooks";
import { storeSignupProject } from "../developer/onboardingState";
import { useStartSession } from "../session/useSession";
import { GoogleButton } from "./GoogleButton";
import { legalLinks } from "./legalLinks";
import { contracts, UUID, useGoAfterSignIn } from "./navigation";

type Values = { firstName: string; lastName: string; email: string; password: string };

/** Developer sign-up; `?project_id=` (an offer) is kept and sent as projectId. */
export function SignupForm() {
  const t = useTranslations("Auth.signup");
  const locale = useLocale();
  const texts = useFormTexts();
  const api = useApi();
  const showError = useApiErrorToast();
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
    void contracts();
  }, []);
  useEffect(() => {
    // The offer the developer came from waits for them at the end of the onboarding.
    if (projectId) storeSignupProject(projectId);
  }, [projectId]);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
    resolver: contractResolver<Values>({
      schema: async () => (await contracts()).RegisterDeveloperRequest,
      toPayload: payload,
      texts,
    }),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { TokenResponse } = await contracts();
      const answer = await api("/auth/register", {
        method: "POST",
        body: payload(values),
        parse: TokenResponse.parse,
      });
      await startSession(answer.access_token, "developer").catch(() => undefined);
      // A new developer starts with the onboarding (it resumes where they left it).
      goAfterSignIn("developer", "/onboarding");
    } catch (error) {
      showError(error);
    }
  });

  return (
    <>
      <GoogleButton portal="developer" mode="signup" callback="/onboarding" />
      <Box
        component="form"
        noValidate
        method="post"
        onSubmit={onSubmit}
        aria-label={t("formLabel")}
      >
        <Stack spacing={2.5}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextInput
              label={t("firstName")}
              autoComplete="given-name"
              required
              registration={register("firstName")}
              error={errors.firstName}
            />
            <TextInput
              label={t("lastName")}
              autoComplete="family-name"
              required
              registration={register("lastName")}
              error={errors.lastName}
            />
          </Stack>
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
            autoComplete="new-password"
            required
            helper={t("passwordHelp")}
            registration={register("password")}
            error={errors.password}
          />
          <Typography variant="body2" color="text.secondary">
            {t.rich("legal", legalLinks)}
          </Typography>
          <SubmitButton
            submitting={isSubmitting}
            label={t("submit")}
            submittingLabel={t("submitting")}
          />
        </Stack>
      </Box>
      <Stack spacing={1} sx={{ mt: 4 }}>
        <Typography>
          {t("haveAccount")}{" "}
          <AppLink underline="always" href="/login">
            {t("toLogin")}
          </AppLink>
        </Typography>
        <Typography>
          {t("areCompany")}{" "}
          <AppLink underline="always" href="/hire/signup/new">
            {t("toCompanySignup")}
          </AppLink>
        </Typography>
      </Stack>
    </>
  );
}
