#!/usr/bin/env node
// Loopback stand-ins for the analytics (PostHog) and error-reporting (Sentry) services, so
// the browser suite can assert what the product sends. Every POST is recorded with its body
// decoded (gzip, PostHog's gzip-js and base64 forms); GET /requests?path=<prefix> lists
// them, DELETE /requests forgets them. Other GETs (PostHog's remote config, flags) get "{}".
import { createServer } from "node:http";
import { gunzipSync } from "node:zlib";

const port = Number(process.env.COLLECTORS_PORT ?? 2528);
/** @type {Array<{ at: number, method: string, path: string, query: Record<string,string>, headers: Record<string,string>, body: string }>} */
const received = [];

function decode(raw, url, headers) {
  let bytes = raw;
  // PostHog's unload beacon carries gzip without saying so: the magic bytes tell.
  const gzipped =
    headers["content-encoding"] === "gzip" ||
    url.searchParams.get("compression") === "gzip-js" ||
    (raw[0] === 0x1f && raw[1] === 0x8b);
  if (gzipped) {
    try {
      bytes = gunzipSync(bytes);
    } catch {
      // Not actually gzip: keep the bytes as they came.
    }
  }
  let text = bytes.toString("utf8");
  if (text.startsWith("data=")) {
    const value = decodeURIComponent(text.slice(5).replace(/\+/g, " "));
    text =
      url.searchParams.get("compression") === "base64"
        ? Buffer.from(value, "base64").toString("utf8")
        : value;
  }
  return text;
}

const json = (response, status, value) => {
  response.writeHead(status, {
    "Content-Type": "application/json",
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Headers": "*",
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  });
  response.end(JSON.stringify(value));
};

createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
  if (request.method === "OPTIONS") return json(response, 204, {});
  if (url.pathname === "/health") return json(response, 200, { ok: true });
  if (url.pathname === "/requests") {
    if (request.method === "DELETE") {
      received.length = 0;
      return json(response, 200, { ok: true });
    }
    const prefix = url.searchParams.get("path") ?? "/";
    return json(
      response,
      200,
      received.filter((r) => r.path.startsWith(prefix)),
    );
  }
  if (request.method !== "POST") return json(response, 200, {});
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    const headers = /** @type {Record<string,string>} */ ({});
    for (const [key, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers[key] = value;
    }
    received.push({
      at: Date.now(),
      method: request.method ?? "POST",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: decode(Buffer.concat(chunks), url, headers),
    });
    json(response, 200, { status: 1 });
  });
}).listen(port, "127.0.0.1", () => {
  console.log(`[collectors] listening on http://127.0.0.1:${port}`);
});
