"use client";

import { useTranslations } from "next-intl";
import { SubmitForm } from "@/features/forms/SubmitForm";
import { useContractForm } from "@/features/forms/useContractForm";
import { routes } from "@/lib/api/routes";
import { TokenPasswordInputs } from "./TokenPasswordInputs";
import { useAuthenticate } from "./useAuthenticate";

type Values = { password: string; confirm: string };

/** /signup/invited/{token}: a sourced developer claims the profile by choosing a password. */
export function ClaimForm({ token }: { token: string }) {
  const t = useTranslations("Auth.claim");
  const tf = useTranslations("Forms");
  const authenticate = useAuthenticate();

  const form = useContractForm<Values>(
    "ClaimRequest",
    async (values) => {
      await authenticate(
        routes.auth.claim,
        { token, password: values.password },
        { callback: "/dashboard", anonymous: true },
      );
    },
    {
      defaultValues: { password: "", confirm: "" },
      toPayload: (v) => ({ token, password: v.password }),
      extra: (v) => (v.confirm !== v.password ? { confirm: tf("mismatch") } : {}),
    },
  );

  return (
    <SubmitForm form={form} t={t}>
      <TokenPasswordInputs form={form} t={t} />
    </SubmitForm>
  );
}
