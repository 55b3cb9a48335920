import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { WebhookAttemptOutcome } from "@encaja/db/queries";
import {
  hostAddress,
  parseWebhookUrl,
  type Resolver,
  resolveAllowedAddresses,
  type UrlPolicy,
} from "./ssrf";

/** How much of an answer the log keeps (bytes). */
export const RESPONSE_EXCERPT_BYTES = 1024;
const MAX_ERROR_LENGTH = 500;

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface WebhookTransport {
  policy: UrlPolicy;
  resolve: Resolver;
  timeoutMs: number;
  /** Keep-alive agents: one TLS handshake per receiver, not one per delivery. */
  agents: { http: http.Agent; https: https.Agent };
}

export type WebhookAttemptResult = WebhookAttemptOutcome & { delivered: boolean };

export function createAgents(): WebhookTransport["agents"] {
  const options = { keepAlive: true, maxSockets: 16, timeout: 30_000 };
  return { http: new http.Agent(options), https: new https.Agent(options) };
}

/** The first `RESPONSE_EXCERPT_BYTES` of a body as text that fits them whole (no NUL). */
export function responseExcerpt(body: Buffer): string {
  let text = body.subarray(0, RESPONSE_EXCERPT_BYTES).toString("utf8").replaceAll("\u0000", "");
  // A cut multi-byte character decodes to U+FFFD (3 bytes): drop characters until it fits.
  while (Buffer.byteLength(text) > RESPONSE_EXCERPT_BYTES) text = text.slice(0, -1);
  return text;
}

const describe = (error: unknown): string => {
  const e = error as { code?: string; message?: string };
  const text =
    e.code && !e.message?.includes(e.code) ? `${e.code}: ${e.message}` : String(e.message);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
};

/**
 * Resolves through the SSRF rules and hands the socket only checked addresses: the address
 * connected to is the one checked (no second lookup a rebinding DNS could answer differently).
 */
const checkedLookup =
  (transport: WebhookTransport): LookupFunction =>
  (hostname, options, callback) => {
    resolveAllowedAddresses(hostname, transport.policy, transport.resolve).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]?.address ?? "", addresses[0]?.family ?? 4);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, "", 4),
    );
  };

/**
 * One POST: 2xx is delivered; any other answer (a 3xx included: redirects are never followed),
 * a refused address, a network error or no complete answer within `timeoutMs` is a failure.
 * Never throws.
 */
export function postWebhook(
  transport: WebhookTransport,
  request: WebhookRequest,
): Promise<WebhookAttemptResult> {
  const started = performance.now();
  const result = (fields: Partial<WebhookAttemptResult>): WebhookAttemptResult => ({
    delivered: false,
    statusCode: null,
    responseExcerpt: null,
    error: null,
    ...fields,
    durationMs: Math.round(performance.now() - started),
  });
  let url: URL;
  try {
    url = parseWebhookUrl(request.url, transport.policy);
  } catch (error) {
    return Promise.resolve(result({ error: describe(error) }));
  }
  const secure = url.protocol === "https:";
  return new Promise((resolve) => {
    let settled = false;
    const finish = (fields: Partial<WebhookAttemptResult>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result(fields));
    };
    const req = (secure ? https : http).request(url, {
      method: "POST",
      agent: secure ? transport.agents.https : transport.agents.http,
      headers: {
        ...request.headers,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(request.body)),
        "user-agent": "Encaja-Webhooks/1.0",
      },
      // An IP literal is connected to directly (already checked by parseWebhookUrl).
      ...(hostAddress(url) ? {} : { lookup: checkedLookup(transport) }),
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`No complete answer within ${transport.timeoutMs / 1000} s`));
    }, transport.timeoutMs);
    req.on("error", (error) => finish({ error: describe(error) }));
    req.on("response", (res) => {
      const statusCode = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const delivered = statusCode >= 200 && statusCode < 300;
        finish({
          delivered,
          statusCode,
          responseExcerpt: responseExcerpt(Buffer.concat(chunks)),
          error: statusCode >= 300 && statusCode < 400 ? "Redirects are not followed" : null,
        });
      };
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        // Enough for the log: the rest of a large answer is not worth waiting for.
        if (size >= RESPONSE_EXCERPT_BYTES) {
          done();
          res.destroy();
        }
      });
      res.on("end", done);
      res.on("error", (error) => finish({ statusCode, error: describe(error) }));
    });
    req.end(request.body);
  });
}
