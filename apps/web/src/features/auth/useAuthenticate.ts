"use client";

import type { EndpointInput, EndpointOutput, Role } from "@encaja/contracts";
import { useCallback } from "react";
import { useCall } from "@/lib/api/hooks";
import type { routes } from "@/lib/api/routes";
import { useStartSession } from "../session/useSession";
import { useGoAfterSignIn } from "./navigation";

/** The routes that answer with a session: sign-ins (token and role) and sign-ups (token). */
export type SessionRoute =
  | typeof routes.auth.login
  | typeof routes.auth.claim
  | typeof routes.auth.register
  | typeof routes.auth.associateSignup
  | typeof routes.auth.internalInvitationSignup;

type SessionAnswer =
  | EndpointOutput<typeof routes.auth.login>
  | EndpointOutput<typeof routes.auth.register>;

type Then = {
  /** The role signed in; omit when the answer says it (sign-in answers carry the role). */
  role?: Role;
  /** Where to go next (a safe path), else the role's home. */
  callback: string | null;
  /** Sends no stored session token (links from an email). */
  anonymous?: boolean;
  /** Runs once the request succeeded, before going on. */
  onSignedIn?: () => void;
};

/**
 * Posts a sign-up or sign-in body, starts the session the API answers with and goes on.
 * A failed request throws (the form shows why); a failed session start still goes on.
 */
export function useAuthenticate() {
  const callRoute = useCall();
  const startSession = useStartSession();
  const goAfterSignIn = useGoAfterSignIn();
  return useCallback(
    async <const R extends SessionRoute>(
      route: R,
      body: NonNullable<EndpointInput<R>["body"]>,
      { role, callback, anonymous, onSignedIn }: Then,
    ) => {
      // TS cannot name one generic route's output, so the answer is typed as the union of the
      // session answers.
      const answer = (await callRoute(
        route,
        { body } as EndpointInput<R>,
        anonymous ? { token: null } : {},
      )) as SessionAnswer;
      const signedIn = role ?? ("role" in answer ? answer.role : undefined);
      if (!signedIn) throw new Error(`${route.path} answered no role`);
      await startSession(answer.access_token, signedIn).catch(() => undefined);
      onSignedIn?.();
      goAfterSignIn(signedIn, callback);
    },
    [callRoute, startSession, goAfterSignIn],
  );
}
