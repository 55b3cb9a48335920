/**
 * The same-origin tunnel at /monitoring (spec §9, ADR 0036): the browser posts Sentry envelopes
 * here and the web server forwards them to the ingest of the configured DSN, so ad blockers and
 * the CSP never see a third-party origin. Only envelopes addressed to our own DSN (host and
 * project) are forwarded: the tunnel is no open relay.
 */

/** Largest envelope accepted: a replay segment can hold the SDK's 20,000,000-character buffer. */
export const MAX_ENVELOPE_BYTES = 21 * 1024 * 1024;
const FORWARD_TIMEOUT_MS = 10_000;
/** Answer headers the SDK reads to back off (rate limits). */
const PASSED_BACK = ["retry-after", "x-sentry-rate-limits"];

type Dsn = { origin: string; host: string; projectId: string; publicKey: string };

export function parseDsn(dsn: string): Dsn | null {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split("/").filter(Boolean).at(-1);
    if (!projectId || !url.username) return null;
    return { origin: url.origin, host: url.host, projectId, publicKey: url.username };
  } catch {
    return null;
  }
}

/** The body, or null when it is larger than the limit (checked while reading). */
async function readLimited(request: Request): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_ENVELOPE_BYTES) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ENVELOPE_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** The `dsn` of the envelope's first line (its JSON header), or null. */
function envelopeDsn(body: Uint8Array): string | null {
  const end = body.indexOf(0x0a);
  const firstLine = new TextDecoder().decode(end < 0 ? body : body.subarray(0, end));
  try {
    const header = JSON.parse(firstLine) as { dsn?: unknown };
    return typeof header.dsn === "string" ? header.dsn : null;
  } catch {
    return null;
  }
}

const answer = (status: number, headers?: HeadersInit) => new Response(null, { status, headers });

/**
 * Handles one POST to the tunnel: 404 when error reporting is off, 413 for an oversized body,
 * 400 for a body that is not an envelope with a DSN, 403 for another DSN; otherwise the
 * ingest's status (502 when it cannot be reached).
 */
export async function tunnelEnvelope(
  request: Request,
  configuredDsn: string | null,
  send: typeof fetch,
): Promise<Response> {
  const ours = configuredDsn ? parseDsn(configuredDsn) : null;
  if (!ours) return answer(404);
  const body = await readLimited(request);
  if (!body) return answer(413);
  const dsn = envelopeDsn(body);
  const theirs = dsn ? parseDsn(dsn) : null;
  if (!theirs) return answer(400);
  if (theirs.host !== ours.host || theirs.projectId !== ours.projectId) return answer(403);

  const target = new URL(`${ours.origin}/api/${ours.projectId}/envelope/`);
  target.searchParams.set("sentry_key", ours.publicKey);
  target.searchParams.set("sentry_version", "7");
  try {
    const upstream = await send(target, {
      method: "POST",
      headers: { "Content-Type": "application/x-sentry-envelope" },
      body: body as BodyInit,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await upstream.body?.cancel();
    const headers = new Headers();
    for (const name of PASSED_BACK) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    return answer(upstream.status, headers);
  } catch {
    return answer(502);
  }
}
