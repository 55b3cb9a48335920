import { earlyMeScript } from "@/lib/api/early";
import type { RuntimeConfig } from "@/lib/config/runtime";
import { RUNTIME_CONFIG_EVENT } from "@/lib/config/runtime";
import { serverAnalyticsConfig, serverApiUrl, serverMonitoringConfig } from "@/lib/config/server";

export const dynamic = "force-dynamic";

/**
 * Runtime configuration for the browser, loaded by a <script> in the root layout before
 * the app hydrates. Pages stay statically rendered while API_URL is read at request time.
 * With a session stored, it also starts the me call (lib/api/early.ts).
 */
export function GET(): Response {
  const runtime: RuntimeConfig = {
    apiUrl: serverApiUrl(),
    analytics: serverAnalyticsConfig(),
    monitoring: serverMonitoringConfig(),
  };
  const config = JSON.stringify(runtime).replace(/</g, "\\u003c");
  return new Response(
    `window.__ENCAJA_CONFIG__=Object.freeze(${config});window.dispatchEvent(new Event("${RUNTIME_CONFIG_EVENT}"));\n${earlyMeScript(runtime.apiUrl)}`,
    {
      headers: {
        "Content-Type": "application/javascript; charset=utf-8",
        "Cache-Control": "no-store",
      },
    },
  );
}
