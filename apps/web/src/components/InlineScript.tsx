import { headers } from "next/headers";
import { NONCE_HEADER } from "@/lib/config/csp";

/**
 * A script the server writes into the document, run as it is parsed and allowed by the request's
 * CSP nonce (reading it renders the page per request: ADR 0018). `text` is the server's own
 * script text; any value in it must have its `<` escaped.
 */
export async function InlineScript({ text }: { text: string }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-built script text (see above).
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: text }} />;
}
