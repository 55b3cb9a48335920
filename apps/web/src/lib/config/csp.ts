import { extraConnectOrigins, serverApiUrl } from "./server";

/** Request header the proxy sets so server components can read this request's nonce. */
export const NONCE_HEADER = "x-nonce";

/** Two years, subdomains included: browsers only heed it over HTTPS (ADR 0018). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** A fresh 128-bit nonce, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Content-Security-Policy for every response. Built per request (in the proxy) because it
 * names the API origin, which comes from the runtime environment, and carries the request's
 * nonce: scripts run only from this origin or with the nonce (Next.js puts it on its own
 * inline scripts), never an injected inline script or event-handler attribute (ADR 0018).
 * Styles keep 'unsafe-inline' (MUI/emotion inject style tags; a style cannot read the
 * session token).
 */
export function contentSecurityPolicy(dev: boolean, nonce: string): string {
  const api = new URL(serverApiUrl()).origin;
  // The realtime socket is the API origin with the ws/wss scheme.
  const socket = api.replace(/^http/, "ws");
  const connect = [
    "'self'",
    api,
    socket,
    ...extraConnectOrigins(),
    ...(dev ? ["ws:", "wss:"] : []),
  ];
  const script = ["'self'", `'nonce-${nonce}'`, ...(dev ? ["'unsafe-eval'"] : [])];
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api} https:`,
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
