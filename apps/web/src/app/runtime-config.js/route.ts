import { runtimeConfigScript } from "@/lib/config/runtime-script";

export const dynamic = "force-dynamic";

/**
 * The runtime configuration as a script file, the same text every document inlines in its
 * <head> (for pages or tools that load it by URL).
 */
export function GET(): Response {
  return new Response(runtimeConfigScript(), {
    headers: {
      "Content-Type": "application/javascript; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}
