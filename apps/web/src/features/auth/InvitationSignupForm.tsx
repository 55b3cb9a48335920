"use client";

import { type InvitationInfo, type Role, roleLabels } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { NewPasswordInput } from "@/features/forms/blocks";
import { TextInput } from "@/features/forms/fields";
import { SubmitForm } from "@/features/forms/SubmitForm";
import { useContractForm } from "@/features/forms/useContractForm";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { asRole } from "../session/roles";
import { SessionProgress } from "../session/SessionProgress";
import { ErrorText } from "./ErrorText";
import { TextLink } from "./TextLink";
import { useAuthenticate } from "./useAuthenticate";

type Values = { fullName: string; password: string };
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * Accepting an invitation (`?token=`): internal staff (role from the invitation) or a
 * customer's associate. Shows who invites, the invited email read-only, and asks for a
 * name and a password.
 */
export function InvitationSignupForm() {
  const t = useTranslations("Auth.invitation");
  const locale = useLocale();
  const callRoute = useCall();
  const token = useSearchParams().get("token") ?? "";
  const validToken = TOKEN.test(token);
  const info = useQuery({
    queryKey: ["invitation", token],
    enabled: validToken,
    retry: false,
    queryFn: async () => {
      return callRoute(routes.invitations.lookup, { body: { token } }, { token: null });
    },
  });

  if (!validToken) return <ErrorText code="E000IT" />;
  if (info.isPending) return <SessionProgress />;
  if (info.error) return <ErrorText error={info.error} />;

  const invitation = info.data;
  const role = asRole(invitation.role);
  return (
    <>
      <Alert severity="info" icon={false} sx={{ mb: 3 }}>
        {invitation.type === "customerAssociate"
          ? t("customerInvites", { company: invitation.customerName ?? "Encaja" })
          : t("internalInvites", {
              role: role ? roleLabels[role][locale] : (invitation.role ?? ""),
            })}
      </Alert>
      <InvitationFields invitation={invitation} token={token} role={role} />
      <TextLink
        sx={{ mt: 4 }}
        text={t("haveAccount")}
        link={t("toLogin")}
        href={invitation.type === "customerAssociate" ? "/customers/login" : "/login"}
      />
    </>
  );
}

function InvitationFields({
  invitation,
  token,
  role,
}: {
  invitation: InvitationInfo;
  token: string;
  role: Role | null;
}) {
  const t = useTranslations("Auth.invitation");
  const locale = useLocale();
  const authenticate = useAuthenticate();
  const payload = (v: Values) => ({
    token,
    email: invitation.email,
    fullName: v.fullName,
    password: v.password,
    locale,
  });

  const form = useContractForm<Values>(
    "InvitationSignupRequest",
    async (values) => {
      const route =
        invitation.type === "customerAssociate"
          ? routes.auth.associateSignup
          : routes.auth.internalInvitationSignup;
      const signedInRole: Role =
        invitation.type === "customerAssociate" ? "customerAssociate" : (role ?? "matchers");
      await authenticate(route, payload(values), {
        role: signedInRole,
        callback: null,
        anonymous: true,
      });
    },
    { defaultValues: { fullName: "", password: "" }, toPayload: payload },
  );

  return (
    <SubmitForm form={form} t={t}>
      <TextInput
        label={t("email")}
        type="email"
        readOnly
        helper={t("emailHelp")}
        value={invitation.email}
      />
      <TextInput label={t("fullName")} autoComplete="name" required {...form.field("fullName")} />
      <NewPasswordInput
        label={t("password")}
        help={t("passwordHelp")}
        {...form.field("password")}
      />
    </SubmitForm>
  );
}
