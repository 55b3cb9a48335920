import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./src/i18n/request.ts",
  // ICU messages compiled at build time: no message parser in the browser bundle.
  experimental: {
    messages: { format: "json", path: "./messages", locales: "infer", precompile: true },
  },
});

/** Static security headers. The Content-Security-Policy depends on API_URL, so the proxy sets it per request. */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ["@encaja/contracts"],
  // `npm test` type-checks every workspace with tsc before the browser suite builds the app,
  // so that build skips Next's second, identical check (scripts/test.mjs sets the variable), as
  // does `npm start`'s build (scripts/start.mjs: it runs code CI has type-checked).
  typescript: { ignoreBuildErrors: process.env.ENCAJA_WEB_TYPECHECKED === "1" },
  experimental: {
    globalNotFound: true,
    // The site's CSS (a few kB) in the document's <head>: as files, the first paint waited for
    // each of them, and headless Chrome then held the paint until the scripts had run.
    inlineCss: true,
    // On again with Next 16.4 (ADR 0068); 16.0 once left a hoisted binding undefined in a chunk
    // (ADR 0021), which the browser sign-in tests catch.
    turbopackScopeHoisting: true,
    // On by default in Next 16.4: after each build Turbopack writes and compacts a cache of a
    // few hundred MB (two minutes on a busy 2-core machine), which a first start and a clean CI
    // clone, one build each, pay without ever reading it back.
    turbopackFileSystemCacheForBuild: false,
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
