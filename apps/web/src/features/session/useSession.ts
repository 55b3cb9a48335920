"use client";

import type { Me, Role } from "@encaja/contracts";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useRouter } from "@/i18n/navigation";
import { call } from "@/lib/api/call";
import { ApiError } from "@/lib/api/client";
import { useApiUrl } from "@/lib/config/ApiUrlProvider";
import {
  clearSession,
  markSigningOut,
  readToken,
  storeSession,
  writeInternalFlag,
} from "./storage";
import { useToken } from "./useToken";

export { useToken };

/** The me answer did not match any role shape: an error, and the token is not trusted. */
export class MeParseError extends Error {
  constructor(cause: unknown) {
    super("The current user does not match any role shape", { cause });
    this.name = "MeParseError";
  }
}

export const meQueryKey = (token: string | null | undefined) => ["me", token ?? null] as const;

/** GET /users/me checked against the role shapes (the schema and the endpoints load on demand). */
export function meQuery(apiUrl: string, token: string) {
  return queryOptions({
    queryKey: meQueryKey(token),
    queryFn: async ({ signal }): Promise<Me> => {
      const [{ routes }, shapes] = await Promise.all([
        import("@/lib/api/routes"),
        import("@encaja/contracts/identity/me"),
      ]);
      const answer = shapes.Me.safeParse(
        await call(apiUrl, routes.users.me, {}, { token, signal }),
      );
      if (!answer.success) throw new MeParseError(answer.error);
      return answer.data;
    },
    staleTime: 60_000,
    gcTime: 60_000,
    // Spec §4: retried once, but never a refused token or a shape mismatch.
    retry: (failures, error) =>
      failures < 1 &&
      !(error instanceof MeParseError) &&
      !(error instanceof ApiError && (error.status === 401 || error.status === 403)),
  });
}

type EarlyMe = (
  apiUrl: string,
  token: string,
) => {
  initialData: () => Me | undefined;
  initialDataUpdatedAt: () => number;
};
let earlyMe: EarlyMe | undefined;

/**
 * Lets the me query start with the early script's answer, parsed at once: set by the guarded
 * pages, whose scripts carry the route table (the public ones load it on demand).
 */
export function startMeWithEarlyAnswer(fromEarly: EarlyMe) {
  earlyMe = fromEarly;
}

export type Session =
  | { status: "loading"; user: null; token: string | null | undefined }
  | { status: "anonymous"; user: null; token: null }
  | { status: "authenticated"; user: Me; token: string }
  | { status: "error"; user: null; token: string; error: unknown };

/** The current user: anonymous without a token, else the me call's state. */
export function useSession(): Session {
  const apiUrl = useApiUrl();
  const token = useToken();
  const query = useQuery({
    ...meQuery(apiUrl, token ?? ""),
    ...(token && earlyMe ? earlyMe(apiUrl, token) : {}),
    queryKey: meQueryKey(token),
    enabled: Boolean(token),
  });

  const unauthorized = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    // A refused token means the session ended (expired, revoked): treat as logged out.
    if (unauthorized) clearSession();
  }, [unauthorized]);
  const role = query.data?.role;
  useEffect(() => {
    if (role) writeInternalFlag(role);
  }, [role]);

  if (token === undefined) return { status: "loading", user: null, token };
  if (token === null || unauthorized) return { status: "anonymous", user: null, token: null };
  if (query.data) return { status: "authenticated", user: query.data, token };
  if (query.error) return { status: "error", user: null, token, error: query.error };
  return { status: "loading", user: null, token };
}

/** Stores a new token (and role flag) and starts loading the user it belongs to. */
export function startSession(
  queryClient: QueryClient,
  apiUrl: string,
  token: string,
  role?: Role,
): Promise<void> {
  queryClient.removeQueries({ queryKey: ["me"] });
  storeSession(token, role);
  return queryClient.prefetchQuery(meQuery(apiUrl, token));
}

export function useStartSession() {
  const queryClient = useQueryClient();
  const apiUrl = useApiUrl();
  return useCallback(
    (token: string, role?: Role) => startSession(queryClient, apiUrl, token, role),
    [queryClient, apiUrl],
  );
}

/** The path (with query) of the current page without the locale prefix. */
export function currentCallbackPath(): string {
  const { pathname, search } = window.location;
  const path =
    pathname === "/en" ? "/" : pathname.startsWith("/en/") ? pathname.slice(3) : pathname;
  return `${path}${search}`;
}

/**
 * Logout: POST /auth/logout (its failure is ignored), clear token, cache and internal
 * flag, then go to /login?callback=<current page> (or to `to` when given).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const apiUrl = useApiUrl();
  const router = useRouter();
  return useCallback(
    async (options?: { to?: string; skipServer?: boolean }) => {
      const token = readToken();
      const callback = currentCallbackPath();
      if (token && !options?.skipServer) {
        const { routes } = await import("@/lib/api/routes");
        await call(apiUrl, routes.auth.logout, {}, { token }).catch(() => undefined);
      }
      markSigningOut();
      clearSession();
      queryClient.clear();
      router.replace(options?.to ?? `/login?callback=${encodeURIComponent(callback)}`);
    },
    [apiUrl, queryClient, router],
  );
}
