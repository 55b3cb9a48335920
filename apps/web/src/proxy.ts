import type { NextRequest } from "next/server";
import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";
import { contentSecurityPolicy } from "./lib/config/csp";

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const response = intl(request);
  response.headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy(process.env.NODE_ENV === "development"),
  );
  return response;
}

export const config = {
  // Pages only: skip API routes, Next internals and files with an extension.
  matcher: "/((?!api|_next|_vercel|monitoring|.*\\..*).*)",
};
