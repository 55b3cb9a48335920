"use client";

import type { Role } from "@encaja/contracts";
import { useCallback } from "react";
import { useApi } from "@/lib/api/hooks";
import { useStartSession } from "../session/useSession";
import { contracts, useGoAfterSignIn } from "./navigation";

type Then = {
  /** The role signed in; omit when the answer says it (sign-in answers carry the role). */
  role?: Role;
  /** Where to go next (a safe path), else the role's home. */
  callback: string | null;
  /** Sends no stored session token (links from an email). */
  anonymous?: boolean;
};

/**
 * Posts a sign-up or sign-in body, starts the session the API answers with and goes on.
 * A failed request throws (the form shows why); a failed session start still goes on.
 */
export function useAuthenticate() {
  const api = useApi();
  const startSession = useStartSession();
  const goAfterSignIn = useGoAfterSignIn();
  return useCallback(
    async (path: string, body: unknown, { role, callback, anonymous }: Then) => {
      const { LoginResponse, TokenResponse } = await contracts();
      const request = { method: "POST" as const, body, ...(anonymous ? { token: null } : {}) };
      const answer = role
        ? { ...(await api(path, { ...request, parse: TokenResponse.parse })), role }
        : await api(path, { ...request, parse: LoginResponse.parse });
      await startSession(answer.access_token, answer.role).catch(() => undefined);
      goAfterSignIn(answer.role, callback);
    },
    [api, startSession, goAfterSignIn],
  );
}
