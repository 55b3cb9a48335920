"use client";

import type { Role } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useSession } from "@/features/session/useSession";
import { useApiErrorToast, useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

/** Which banner text speaks to `role`: what confirming the email unlocks differs per role. */
export function verifyBannerAudience(role: Role): "developer" | "customer" | "associate" | "staff" {
  switch (role) {
    case "developer":
      return "developer";
    case "customer":
      return "customer";
    case "customerAssociate":
      return "associate";
    default:
      return "staff";
  }
}

/** ADR 0016: tells a signed-in user whose email is unproven, with a button to resend the link. */
export default function VerifyEmailBanner() {
  const t = useTranslations("Common.verifyBanner");
  const session = useSession();
  const callRoute = useCall();
  const showError = useApiErrorToast();
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");

  if (session.status !== "authenticated" || session.user.emailVerified) return null;

  const resend = async () => {
    setState("sending");
    try {
      await callRoute(routes.auth.emailResend, { body: {} });
      setState("sent");
    } catch (error) {
      setState("idle");
      showError(error);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ mt: 2 }}>
      <Alert
        severity="warning"
        role="region"
        aria-label={t("label")}
        action={
          state === "sent" ? undefined : (
            <Button color="inherit" size="small" onClick={resend} disabled={state === "sending"}>
              {t("resend")}
            </Button>
          )
        }
      >
        {t(`text.${verifyBannerAudience(session.user.role)}`, { email: session.user.email })}
        {state === "sent" ? <span role="status"> {t("resent")}</span> : null}
      </Alert>
    </Container>
  );
}
