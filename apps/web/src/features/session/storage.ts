/** ARCHITECTURE §4: where the session lives in the browser. */
export const TOKEN_KEY = "encaja.access_token";
export const INTERNAL_KEY = "encaja.is_internal";

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Subscribes to token changes in this tab and (via the storage event) in other tabs. */
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/** Internal staff (matchers, superAdmin) are excluded from analytics (spec §1). */
export function isInternalRole(role: string): boolean {
  return role === "matchers" || role === "superAdmin";
}

export function writeInternalFlag(role: string): void {
  try {
    window.localStorage.setItem(INTERNAL_KEY, isInternalRole(role) ? "true" : "false");
  } catch {
    // Storage unavailable (private mode): the flag is best effort.
  }
}

/** Stores a new session token (and the internal flag when the role is known). */
export function storeSession(token: string, role?: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Without storage the session lasts until the page reloads.
  }
  if (role) writeInternalFlag(role);
  signingOut = false;
  notify();
}

let signingOut = false;

/** While a deliberate sign-out navigates away, guards must not redirect to the login page. */
export function isSigningOut(): boolean {
  return signingOut;
}

export function markSigningOut(): void {
  signingOut = true;
  window.setTimeout(() => {
    signingOut = false;
  }, 3000);
}

/** Forgets the session: token and internal flag. */
export function clearSession(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(INTERNAL_KEY);
  } catch {
    // Nothing stored.
  }
  notify();
}
