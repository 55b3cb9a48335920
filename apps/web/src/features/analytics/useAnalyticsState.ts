"use client";

import { useSyncExternalStore } from "react";
import { INTERNAL_KEY, subscribeToken } from "../session/storage";
import { useSession } from "../session/useSession";
import { type AnalyticsAudience, analyticsAudience } from "./rules";

function readInternalFlag(): string | null {
  try {
    return window.localStorage.getItem(INTERNAL_KEY);
  } catch {
    return null;
  }
}

/** The stored internal-user flag; it changes with the session (login, logout). */
function useStoredInternalFlag(): string | null {
  return useSyncExternalStore(subscribeToken, readInternalFlag, () => null);
}

/** The session with what analytics needs of it: who it is and whether it is staff. */
export function useAnalyticsSession(): {
  audience: AnalyticsAudience;
  signedOut: boolean;
  user: { id: string; role: string } | null;
} {
  const session = useSession();
  const flag = useStoredInternalFlag();
  const role = session.user?.role ?? null;
  // Before hydration reads the token, nobody is known: nothing is decided yet.
  const audience =
    session.token === undefined
      ? "unknown"
      : analyticsAudience({ signedIn: session.status !== "anonymous", role }, flag);
  return {
    audience,
    signedOut: session.status === "anonymous",
    user: session.user ? { id: session.user.userId, role: session.user.role } : null,
  };
}
