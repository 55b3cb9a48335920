"use client";

import type { EndpointInput } from "@encaja/contracts";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import { NewPasswordInput } from "@/features/forms/blocks";
import { SubmitForm } from "@/features/forms/SubmitForm";
import { type ContractForm, useContractForm } from "@/features/forms/useContractForm";
import { routes } from "@/lib/api/routes";
import { GoogleButton } from "./GoogleButton";
import { legalLinks } from "./legalLinks";
import { useAuthenticate } from "./useAuthenticate";

type Portal = "developer" | "customer";

/** Per sign-up: the request's schema, and where the new account goes (null: the role's home). */
const signups = {
  // A new developer starts with the onboarding (it resumes where they left it).
  developer: { schema: "RegisterDeveloperRequest", next: "/onboarding", googleNext: "/onboarding" },
  customer: { schema: "RegisterCustomerRequest", next: null, googleNext: "/customers/dashboard" },
} as const;

type RegisterBody = NonNullable<EndpointInput<typeof routes.auth.register>["body"]>;

/** A sign-up form's state: it registers `payload(values)`, then starts the session and goes on. */
export function useRegisterForm<V extends FieldValues & { password: string }>(
  portal: Portal,
  payload: (values: V) => RegisterBody,
  defaultValues: DefaultValues<V>,
  /** Runs once the account exists, before going on (e.g. a confirmation toast). */
  onRegistered?: () => void,
) {
  const authenticate = useAuthenticate();
  const { schema, next } = signups[portal];
  return useContractForm<V>(
    schema,
    async (values) => {
      await authenticate(routes.auth.register, payload(values), {
        role: portal,
        callback: next,
        onSignedIn: onRegistered,
      });
    },
    { defaultValues, toPayload: payload },
  );
}

/** A sign-up form's texts (its namespace's translator). */
type SignupTexts = ((
  key: "formLabel" | "submit" | "submitting" | "password" | "passwordHelp",
) => string) & { rich: (key: "legal", values: typeof legalLinks) => ReactNode };

/**
 * A sign-up with Google, then the form: its own fields, the new password, the line
 * accepting the terms and the privacy policy, and the submit button.
 */
export function RegisterForm<V extends FieldValues & { password: string }>({
  portal,
  form,
  t,
  children,
  googleCallback,
}: {
  portal: Portal;
  form: ContractForm<V>;
  t: SignupTexts;
  children: ReactNode;
  /** Where a Google sign-up goes instead of the role's default (e.g. to claim a `/hire` draft). */
  googleCallback?: string;
}) {
  return (
    <>
      <GoogleButton
        portal={portal}
        mode="signup"
        callback={googleCallback ?? signups[portal].googleNext}
      />
      <SubmitForm form={form} t={t}>
        {children}
        <NewPasswordInput
          label={t("password")}
          help={t("passwordHelp")}
          {...form.field("password" as Path<V>)}
        />
        <Typography variant="body2" color="text.secondary">
          {t.rich("legal", legalLinks)}
        </Typography>
      </SubmitForm>
    </>
  );
}
