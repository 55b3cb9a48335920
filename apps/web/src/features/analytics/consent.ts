"use client";

import { useSyncExternalStore } from "react";

/** Where the visitor's analytics choice is kept (spec §4: pending, granted or denied). */
export const CONSENT_KEY = "encaja.analytics_consent";

export type AnalyticsConsent = "pending" | "granted" | "denied";

const listeners = new Set<() => void>();
/** The footer's "Cookie preferences" reopens the banner after a choice was made. */
let preferencesOpen = false;

function notify() {
  for (const listener of listeners) listener();
}

export function readConsent(): AnalyticsConsent {
  try {
    const stored = window.localStorage.getItem(CONSENT_KEY);
    return stored === "granted" || stored === "denied" ? stored : "pending";
  } catch {
    return "pending";
  }
}

/** Records the choice (this tab at once, other tabs through the storage event) and closes the banner. */
export function writeConsent(consent: AnalyticsConsent): void {
  try {
    if (consent === "pending") window.localStorage.removeItem(CONSENT_KEY);
    else window.localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Without storage the choice lasts until the page reloads (the banner asks again).
  }
  preferencesOpen = false;
  notify();
}

export function openConsentPreferences(): void {
  preferencesOpen = true;
  notify();
}

export function closeConsentPreferences(): void {
  preferencesOpen = false;
  notify();
}

export function arePreferencesOpen(): boolean {
  return preferencesOpen;
}

/** Subscribes to consent changes in this tab and, via the storage event, in other tabs. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored choice; `null` while rendering on the server (nothing is decided there). */
export function useAnalyticsConsent(): AnalyticsConsent | null {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null);
}

export function useConsentPreferencesOpen(): boolean {
  return useSyncExternalStore(subscribeConsent, arePreferencesOpen, () => false);
}
