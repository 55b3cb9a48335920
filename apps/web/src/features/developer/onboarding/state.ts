"use client";

import { useCallback, useSyncExternalStore } from "react";
import type { OnboardingFlags } from "./paths";

/** The offer a developer signed up from (`/signup?project_id=`), kept across the onboarding. */
export const SIGNUP_PROJECT_KEY = "encaja.signup_project_id";
const flagsKey = (id: string) => `encaja.onboarding.${id}`;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
};

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storeSignupProject(id: string) {
  try {
    window.localStorage.setItem(SIGNUP_PROJECT_KEY, id);
  } catch {
    // Storage unavailable (private mode): the offer step is skipped.
  }
  emit();
}

/** The project id from sign-up; undefined until the browser answered. */
export function useSignupProject(): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => read(SIGNUP_PROJECT_KEY),
    () => undefined,
  );
}

/** The optional steps this browser has seen, per developer. */
export function useOnboardingFlags(professionalId: string | undefined) {
  const raw = useSyncExternalStore(
    subscribe,
    () => (professionalId ? read(flagsKey(professionalId)) : null),
    () => null,
  );
  let flags: OnboardingFlags = {};
  try {
    flags = raw ? (JSON.parse(raw) as OnboardingFlags) : {};
  } catch {
    flags = {};
  }
  const mark = useCallback(
    (flag: keyof OnboardingFlags) => {
      if (!professionalId) return;
      const current = (() => {
        try {
          return JSON.parse(read(flagsKey(professionalId)) ?? "{}") as OnboardingFlags;
        } catch {
          return {};
        }
      })();
      try {
        window.localStorage.setItem(
          flagsKey(professionalId),
          JSON.stringify({ ...current, [flag]: true }),
        );
      } catch {
        // ignore
      }
      emit();
    },
    [professionalId],
  );
  return { flags, mark };
}
