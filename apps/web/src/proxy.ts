import { type NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";
import {
  contentSecurityPolicy,
  NONCE_HEADER,
  newNonce,
  STRICT_TRANSPORT_SECURITY,
} from "./lib/config/csp";

const intl = createMiddleware(routing);

/** Paths the locale routing leaves alone: API routes, Next internals, files with a dot. */
const NOT_A_PAGE = /^\/(?:api|_next|_vercel|monitoring)(?:\/|$)|\.[^/]*$/;

const OVERRIDE = "x-middleware-override-headers";
const REQUEST_PREFIX = "x-middleware-request-";

/**
 * Adds `extra` to the request headers the app sees, on a response from `NextResponse.next()`
 * or `.rewrite()` (how Next.js forwards a proxy's request headers). A response that already
 * overrides them (next-intl's, which copies every request header and adds its locale) gets
 * ours appended; otherwise every original header is kept and ours added. The request itself
 * is never rebuilt (ADR 0018).
 */
function forwardRequestHeaders(
  response: Response,
  request: NextRequest,
  extra: Record<string, string>,
): void {
  const isForward =
    response.headers.has("x-middleware-next") || response.headers.has("x-middleware-rewrite");
  if (!isForward) return; // a redirect: the browser asks again and gets its own nonce
  const names = new Set(
    (response.headers.get(OVERRIDE) ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  );
  if (!response.headers.has(OVERRIDE)) {
    request.headers.forEach((value, name) => {
      response.headers.set(REQUEST_PREFIX + name, value);
      names.add(name);
    });
  }
  for (const [name, value] of Object.entries(extra)) {
    response.headers.set(REQUEST_PREFIX + name, value);
    names.add(name);
  }
  response.headers.set(OVERRIDE, [...names].join(","));
}

/**
 * Every response gets a Content-Security-Policy with a fresh nonce and HSTS (ADR 0018).
 * The nonce also travels on the request (the CSP and `x-nonce` headers): Next.js reads it
 * from the request's CSP header to mark its own scripts, and the root document reads
 * `x-nonce` for its inline runtime config script.
 */
export default function proxy(request: NextRequest) {
  const nonce = newNonce();
  const csp = contentSecurityPolicy(process.env.NODE_ENV === "development", nonce);
  const response = NOT_A_PAGE.test(request.nextUrl.pathname) ? NextResponse.next() : intl(request);
  forwardRequestHeaders(response, request, {
    [NONCE_HEADER]: nonce,
    "content-security-policy": csp,
  });
  response.headers.set("Content-Security-Policy", csp);
  response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return response;
}

export const config = {
  // Every path, files with a dot and Next's static assets included, so each has a CSP.
  matcher: "/:path*",
};
