"use client";

import type { Role } from "@encaja/contracts";
import { useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { useRouter } from "@/i18n/navigation";
import { afterSignInPath, safeCallback } from "./signIn";

/** The `callback` query parameter, only when it is a safe same-site path. */
export function useSafeCallback(): string | null {
  return safeCallback(useSearchParams().get("callback"));
}

/** After signing in: the safe callback if any, else the role's home (locale kept). */
export function useGoAfterSignIn() {
  const router = useRouter();
  return useCallback(
    (role: Role, callback?: string | null) => {
      router.replace(afterSignInPath(role, callback));
    },
    [router],
  );
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
