"use client";

import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { AppLink } from "@/components/AppLink";
import { PasswordInput, TextInput } from "@/features/forms/fields";
import { contractResolver } from "@/features/forms/resolver";
import { SubmitButton } from "@/features/forms/SubmitButton";
import { useFormTexts } from "@/features/forms/useFormTexts";
import { useApi, useApiErrorToast } from "@/lib/api/hooks";
import { useStartSession } from "../session/useSession";
import { GoogleButton } from "./GoogleButton";
import { legalLinks } from "./legalLinks";
import { contracts, UUID, useGoAfterSignIn } from "./navigation";

type Values = {
  fullName: string;
  companyName: string;
  email: string;
  phoneNumber: string;
  password: string;
};

/** Company sign-up at /hire/signup/{offer}; the draft offer is attached when {offer} is a UUID. */
export function CompanySignupForm({ offer }: { offer: string }) {
  const t = useTranslations("Auth.companySignup");
  const locale = useLocale();
  const texts = useFormTexts();
  const api = useApi();
  const showError = useApiErrorToast();
  const startSession = useStartSession();
  const goAfterSignIn = useGoAfterSignIn();
  const draftOfferId = UUID.test(offer) ? offer : undefined;
  const payload = (v: Values) => ({
    role: "customer" as const,
    fullName: v.fullName,
    companyName: v.companyName,
    email: v.email,
    password: v.password,
    locale,
    ...(v.phoneNumber.trim() ? { phoneNumber: v.phoneNumber } : {}),
    ...(draftOfferId ? { draftOfferId } : {}),
  });

  useEffect(() => {
    void contracts();
  }, []);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { fullName: "", companyName: "", email: "", phoneNumber: "", password: "" },
    resolver: contractResolver<Values>({
      schema: async () => (await contracts()).RegisterCustomerRequest,
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
      await startSession(answer.access_token, "customer").catch(() => undefined);
      goAfterSignIn("customer", null);
    } catch (error) {
      showError(error);
    }
  });

  const loginHref = `/hire/login/${encodeURIComponent(offer)}`;
  return (
    <>
      <GoogleButton portal="customer" mode="signup" callback="/customers/dashboard" />
      <Box
        component="form"
        noValidate
        method="post"
        onSubmit={onSubmit}
        aria-label={t("formLabel")}
      >
        <Stack spacing={2.5}>
          <TextInput
            label={t("fullName")}
            autoComplete="name"
            required
            registration={register("fullName")}
            error={errors.fullName}
          />
          <TextInput
            label={t("companyName")}
            autoComplete="organization"
            required
            registration={register("companyName")}
            error={errors.companyName}
          />
          <TextInput
            label={t("email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            helper={t("emailHelp")}
            registration={register("email")}
            error={errors.email}
          />
          <TextInput
            label={t("phone")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            helper={t("phoneHelp")}
            registration={register("phoneNumber")}
            error={errors.phoneNumber}
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
      <Typography sx={{ mt: 4 }}>
        {t("haveAccount")}{" "}
        <AppLink underline="always" href={loginHref}>
          {t("toLogin")}
        </AppLink>
      </Typography>
    </>
  );
}
