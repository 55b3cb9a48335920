import { extraConnectOrigins, serverApiUrl } from "./server";

/**
 * Content-Security-Policy for every page. Built per request (in the proxy) because it
 * names the API origin, which comes from the runtime environment.
 */
export function contentSecurityPolicy(dev: boolean): string {
  const api = new URL(serverApiUrl()).origin;
  const connect = ["'self'", api, ...extraConnectOrigins(), ...(dev ? ["ws:", "wss:"] : [])];
  const script = ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])];
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
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
