import { RUNTIME_CONFIG_EVENT } from "@/lib/config/runtime";
import { serverApiUrl } from "@/lib/config/server";

export const dynamic = "force-dynamic";

/**
 * Runtime configuration for the browser, loaded by a <script> in the root layout before
 * the app hydrates. Pages stay statically rendered while API_URL is read at request time.
 */
export function GET(): Response {
  const config = JSON.stringify({ apiUrl: serverApiUrl() }).replace(/</g, "\\u003c");
  return new Response(
    `window.__ENCAJA_CONFIG__=Object.freeze(${config});window.dispatchEvent(new Event("${RUNTIME_CONFIG_EVENT}"));\n`,
    {
      headers: {
        "Content-Type": "application/javascript; charset=utf-8",
        "Cache-Control": "no-store",
      },
    },
  );
}
