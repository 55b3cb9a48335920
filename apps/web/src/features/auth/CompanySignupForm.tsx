"use client";

import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { EmailInput } from "@/features/forms/blocks";
import { PasswordInput, TextInput } from "@/features/forms/fields";
import { SubmitForm } from "@/features/forms/SubmitForm";
import { useContractForm } from "@/features/forms/useContractForm";
import { useApi } from "@/lib/api/hooks";
import { useStartSession } from "../session/useSession";
import { GoogleButton } from "./GoogleButton";
import { legalLinks } from "./legalLinks";
import { contracts, UUID, useGoAfterSignIn } from "./navigation";
import { TextLink } from "./TextLink";

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
  const api = useApi();
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

  const form = useContractForm<Values>(
    "RegisterCustomerRequest",
    async (values) => {
      const { TokenResponse } = await contracts();
      const answer = await api("/auth/register", {
        method: "POST",
        body: payload(values),
        parse: TokenResponse.parse,
      });
      await startSession(answer.access_token, "customer").catch(() => undefined);
      goAfterSignIn("customer", null);
    },
    {
      defaultValues: { fullName: "", companyName: "", email: "", phoneNumber: "", password: "" },
      toPayload: payload,
    },
  );

  return (
    <>
      <GoogleButton portal="customer" mode="signup" callback="/customers/dashboard" />
      <SubmitForm
        form={form}
        label={t("formLabel")}
        submitLabel={t("submit")}
        submittingLabel={t("submitting")}
      >
        <TextInput label={t("fullName")} autoComplete="name" required {...form.field("fullName")} />
        <TextInput
          label={t("companyName")}
          autoComplete="organization"
          required
          {...form.field("companyName")}
        />
        <EmailInput label={t("email")} helper={t("emailHelp")} {...form.field("email")} />
        <TextInput
          label={t("phone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          helper={t("phoneHelp")}
          {...form.field("phoneNumber")}
        />
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
      <TextLink
        sx={{ mt: 4 }}
        text={t("haveAccount")}
        link={t("toLogin")}
        href={`/hire/login/${encodeURIComponent(offer)}`}
      />
    </>
  );
}
