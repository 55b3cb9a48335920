/**
 * Login CSRF defence for Google sign-in (ADR 0018): before leaving for Google, this tab keeps
 * a random `flow` in sessionStorage and sends it along; /login/success accepts the token in
 * its fragment only when the fragment brings the same flow back, once, within the TTL. A
 * link to /login/success#access_token=… that this tab did not start is refused.
 */
export const GOOGLE_FLOW_KEY = "encaja.google_flow";
const FLOW_TTL_MS = 10 * 60_000;
const FLOW = /^[A-Za-z0-9_-]{16,128}$/;

interface Pending {
  flow: string;
  startedAt: number;
}

function randomFlow(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Starts a flow in this tab and answers its value (null when storage is unavailable). */
export function beginGoogleFlow(): string | null {
  const pending: Pending = { flow: randomFlow(), startedAt: Date.now() };
  try {
    window.sessionStorage.setItem(GOOGLE_FLOW_KEY, JSON.stringify(pending));
    return pending.flow;
  } catch {
    return null;
  }
}

/** True when `flow` is the one this tab started (not expired); the pending flow is spent. */
export function completeGoogleFlow(flow: string | null): boolean {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(GOOGLE_FLOW_KEY);
    window.sessionStorage.removeItem(GOOGLE_FLOW_KEY);
  } catch {
    return false;
  }
  if (!raw || !flow || !FLOW.test(flow)) return false;
  try {
    const pending = JSON.parse(raw) as Partial<Pending>;
    return (
      pending.flow === flow &&
      typeof pending.startedAt === "number" &&
      Date.now() - pending.startedAt < FLOW_TTL_MS
    );
  } catch {
    return false;
  }
}

/**
 * The API address that starts Google sign-in or sign-up. The API sends the browser back to
 * /login/success with `callback`, which keeps the page's locale (English under /en); `flow`
 * binds the sign-in to the tab that started it.
 */
export function googleStartUrl(
  apiUrl: string,
  {
    portal,
    mode,
    callback,
    locale,
    flow,
  }: {
    portal: "developer" | "customer";
    mode: "signin" | "signup";
    callback: string | null;
    locale: string;
    flow?: string | null;
  },
): string {
  const back = callback ?? "";
  const localized = back && locale === "en" ? `/en${back === "/" ? "" : back}` : back;
  const params = new URLSearchParams({ portal, mode });
  if (localized) params.set("callback", localized);
  if (flow) params.set("flow", flow);
  return `${apiUrl}/auth/google?${params.toString()}`;
}
