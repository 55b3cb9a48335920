"use client";

import { type Role, roleHomes } from "@encaja/contracts";
import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { ButtonLink } from "@/components/ButtonLink";
import { readToken } from "@/features/session/storage";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";
import { ErrorText } from "./ErrorText";

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

type State =
  | { kind: "working" }
  | { kind: "done"; role: Role; signedIn: boolean }
  | { kind: "error"; error: unknown };

/** /verify-email/{token}: uses the emailed link once (ADR 0016) and says what happens next. */
export function VerifyEmail({ token }: { token: string }) {
  const t = useTranslations("Auth.verifyEmail");
  const callRoute = useCall();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: "working" });
  const started = useRef(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const valid = TOKEN.test(token);

  useEffect(() => {
    // The link is single use: never send it twice (React may run effects twice in development).
    if (!valid || started.current) return;
    started.current = true;
    callRoute(routes.auth.emailVerify, { body: { token } }, { token: null })
      .then(async (result) => {
        await queryClient.invalidateQueries({ queryKey: ["me"] });
        setState({ kind: "done", role: result.role, signedIn: Boolean(readToken()) });
      })
      .catch((error: unknown) => setState({ kind: "error", error }));
  }, [callRoute, queryClient, token, valid]);

  useEffect(() => {
    if (state.kind === "done") doneRef.current?.focus();
  }, [state.kind]);

  if (!valid) return <ErrorText code="VERIFICATION_LINK_INVALID" />;
  if (state.kind === "error") return <ErrorText error={state.error} />;
  if (state.kind === "working") {
    return (
      <Stack direction="row" spacing={2} alignItems="center" role="status">
        <CircularProgress size={24} aria-hidden />
        <span>{t("working")}</span>
      </Stack>
    );
  }
  const customerSide = state.role === "customer" || state.role === "customerAssociate";
  return (
    <>
      <Alert ref={doneRef} tabIndex={-1} severity="success" sx={{ mb: 3 }}>
        {t("done")}
      </Alert>
      {state.signedIn ? (
        <ButtonLink href={roleHomes[state.role]} variant="contained">
          {t("continue")}
        </ButtonLink>
      ) : (
        <ButtonLink href={customerSide ? "/customers/login" : "/login"} variant="contained">
          {t("toLogin")}
        </ButtonLink>
      )}
    </>
  );
}
