"use client";

import type { LoginResponse } from "@encaja/contracts";
import { useTranslations } from "next-intl";
import { NewPasswordInputs } from "@/features/forms/blocks";
import { SubmitForm } from "@/features/forms/SubmitForm";
import { useContractForm } from "@/features/forms/useContractForm";
import { useApi } from "@/lib/api/hooks";
import { useStartSession } from "../session/useSession";
import { contracts, useGoAfterSignIn } from "./navigation";

type Values = { password: string; confirm: string };

/** /signup/invited/{token}: a sourced developer claims the profile by choosing a password. */
export function ClaimForm({ token }: { token: string }) {
  const t = useTranslations("Auth.claim");
  const tf = useTranslations("Forms");
  const api = useApi();
  const startSession = useStartSession();
  const goAfterSignIn = useGoAfterSignIn();

  const form = useContractForm<Values>(
    "ClaimRequest",
    async (values) => {
      const { LoginResponse } = await contracts();
      const answer: LoginResponse = await api("/auth/claim", {
        method: "POST",
        token: null,
        body: { token, password: values.password },
        parse: LoginResponse.parse,
      });
      await startSession(answer.access_token, answer.role).catch(() => undefined);
      goAfterSignIn(answer.role, "/dashboard");
    },
    {
      defaultValues: { password: "", confirm: "" },
      toPayload: (v) => ({ token, password: v.password }),
      extra: (v) => (v.confirm !== v.password ? { confirm: tf("mismatch") } : {}),
    },
  );

  return (
    <SubmitForm
      form={form}
      label={t("formLabel")}
      submitLabel={t("submit")}
      submittingLabel={t("submitting")}
    >
      <NewPasswordInputs
        labels={{ password: t("password"), confirm: t("confirm") }}
        help={t("passwordHelp")}
        password={{ ...form.field("password"), error: form.errors.password ?? form.errors.root }}
        confirm={form.field("confirm")}
      />
    </SubmitForm>
  );
}
