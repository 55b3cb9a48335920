"use client";

import { routes } from "@encaja/contracts";
import { useLocale, useTranslations } from "next-intl";
import { EmailInput, NewPasswordInput } from "@/features/forms/blocks";
import { TextInput } from "@/features/forms/fields";
import { SubmitForm } from "@/features/forms/SubmitForm";
import { useContractForm } from "@/features/forms/useContractForm";
import { GoogleButton } from "./GoogleButton";
import { LegalNotice, legalLinks } from "./legalLinks";
import { UUID } from "./navigation";
import { TextLink } from "./TextLink";
import { useAuthenticate } from "./useAuthenticate";

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
  const authenticate = useAuthenticate();
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
      await authenticate(routes.auth.register, payload(values), {
        role: "customer",
        callback: null,
      });
    },
    {
      defaultValues: { fullName: "", companyName: "", email: "", phoneNumber: "", password: "" },
      toPayload: payload,
    },
  );

  return (
    <>
      <GoogleButton portal="customer" mode="signup" callback="/customers/dashboard" />
      <SubmitForm form={form} t={t}>
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
        <NewPasswordInput
          label={t("password")}
          help={t("passwordHelp")}
          {...form.field("password")}
        />
        <LegalNotice>{t.rich("legal", legalLinks)}</LegalNotice>
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
