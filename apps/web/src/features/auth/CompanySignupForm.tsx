"use client";

import { useLocale, useTranslations } from "next-intl";
import { EmailInput } from "@/features/forms/blocks";
import { FieldList, phoneInputProps } from "@/features/forms/FieldList";
import { TextInput } from "@/features/forms/fields";
import { useToast } from "@/features/toast/ToastProvider";
import { UUID } from "./navigation";
import { RegisterForm, useRegisterForm } from "./RegisterForm";
import { TextLink } from "./TextLink";

type Values = {
  fullName: string;
  companyName: string;
  email: string;
  phoneNumber: string;
  password: string;
};

/**
 * Company sign-up at /hire/signup/{offer}; the `/hire` draft is attached when {offer} is a UUID
 * (the API claims it with the account, or creates nothing), then a toast confirms it.
 */
export function CompanySignupForm({ offer }: { offer: string }) {
  const t = useTranslations("Auth.companySignup");
  const locale = useLocale();
  const toast = useToast();
  const draftOfferId = UUID.test(offer) ? offer : undefined;
  const hireSent = useTranslations("HireFlow.signup")("sent");
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

  const form = useRegisterForm<Values>(
    "customer",
    payload,
    {
      fullName: "",
      companyName: "",
      email: "",
      phoneNumber: "",
      password: "",
    },
    draftOfferId ? () => toast.success(hireSent) : undefined,
  );

  return (
    <>
      <RegisterForm
        portal="customer"
        form={form}
        t={t}
        // Google sign-up cannot carry the draft: signed in, /hire/login/{offer} claims it.
        googleCallback={draftOfferId ? `/hire/login/${draftOfferId}` : undefined}
      >
        <FieldList
          form={form}
          input={TextInput}
          fields={[
            { name: "fullName", label: t("fullName"), autoComplete: "name", required: true },
            {
              name: "companyName",
              label: t("companyName"),
              autoComplete: "organization",
              required: true,
            },
          ]}
        />
        <EmailInput label={t("email")} helper={t("emailHelp")} {...form.field("email")} />
        <TextInput
          label={t("phone")}
          helper={t("phoneHelp")}
          {...phoneInputProps}
          {...form.field("phoneNumber")}
        />
      </RegisterForm>
      <TextLink
        sx={{ mt: 4 }}
        text={t("haveAccount")}
        link={t("toLogin")}
        href={`/hire/login/${encodeURIComponent(offer)}`}
      />
    </>
  );
}
