import { earlyScript } from "@/lib/api/early";
import { EARLY_PAGE_READS } from "@/lib/api/early-reads";
import { RUNTIME_CONFIG_EVENT, type RuntimeConfig } from "./runtime";
import { serverAnalyticsConfig, serverApiUrl, serverMonitoringConfig } from "./server";

/**
 * The browser's runtime configuration as script text, read from the environment at request
 * time: it sets `window.__ENCAJA_CONFIG__`, announces it, and with a session stored starts the
 * me call and the opened page's first reads (lib/api/early.ts). Every document inlines it in
 * its <head> (a script file there would hold up the first paint by a round trip);
 * /runtime-config.js serves the same text.
 */
export function runtimeConfigScript(): string {
  const runtime: RuntimeConfig = {
    apiUrl: serverApiUrl(),
    analytics: serverAnalyticsConfig(),
    monitoring: serverMonitoringConfig(),
  };
  const config = JSON.stringify(runtime).replace(/</g, "\\u003c");
  return `window.__ENCAJA_CONFIG__=Object.freeze(${config});window.dispatchEvent(new Event("${RUNTIME_CONFIG_EVENT}"));\n${earlyScript(runtime.apiUrl, EARLY_PAGE_READS)}`;
}
