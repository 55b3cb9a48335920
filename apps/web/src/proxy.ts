import { NextRequest, NextResponse } from "next/server";
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

/**
 * Every response gets a Content-Security-Policy with a fresh nonce and HSTS (ADR 0018).
 * The nonce also travels on the request (the CSP and `x-nonce` headers): Next.js reads it
 * from there to mark its own scripts, and the root document reads `x-nonce`.
 */
export default function proxy(request: NextRequest) {
  const nonce = newNonce();
  const csp = contentSecurityPolicy(process.env.NODE_ENV === "development", nonce);
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set("content-security-policy", csp);
  const response = NOT_A_PAGE.test(request.nextUrl.pathname)
    ? NextResponse.next({ request: { headers } })
    : intl(new NextRequest(request, { headers }));
  response.headers.set("Content-Security-Policy", csp);
  response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return response;
}

export const config = {
  // Every path, files with a dot and Next's static assets included, so each has a CSP.
  matcher: "/:path*",
};
