import { describe, expect, it, vi } from "vitest";
import { MAX_ENVELOPE_BYTES, tunnelEnvelope } from "./tunnel";

const DSN = "http://e2epublickey@127.0.0.1:2632/42";

function envelope(dsn: string | undefined, item = '{"type":"event"}\n{"message":"boom"}') {
  return `${JSON.stringify({ event_id: "abc", ...(dsn ? { dsn } : {}) })}\n${item}`;
}

const post = (body: BodyInit) =>
  new Request("http://web.test/monitoring", { method: "POST", body });

function okSend() {
  return vi.fn<typeof fetch>(async () => new Response("{}", { status: 200 }));
}

describe("the /monitoring tunnel", () => {
  it("forwards an envelope for our DSN to its ingest with the key", async () => {
    const send = okSend();
    const body = envelope(DSN);
    const response = await tunnelEnvelope(post(body), DSN, send);
    expect(response.status).toBe(200);
    expect(send).toHaveBeenCalledTimes(1);
    const [target, init] = send.mock.calls[0] ?? [];
    expect(String(target)).toBe(
      "http://127.0.0.1:2632/api/42/envelope/?sentry_key=e2epublickey&sentry_version=7",
    );
    expect(new TextDecoder().decode(init?.body as Uint8Array)).toBe(body);
  });

  it("passes the ingest's rate-limit answer back", async () => {
    const send = vi.fn<typeof fetch>(
      async () => new Response(null, { status: 429, headers: { "Retry-After": "60" } }),
    );
    const response = await tunnelEnvelope(post(envelope(DSN)), DSN, send);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
  });

  it("is not found when error reporting is off", async () => {
    const send = okSend();
    expect((await tunnelEnvelope(post(envelope(DSN)), null, send)).status).toBe(404);
    expect(send).not.toHaveBeenCalled();
  });

  it("refuses another project or host without forwarding", async () => {
    const send = okSend();
    for (const other of [
      "http://e2epublickey@127.0.0.1:2632/43",
      "http://e2epublickey@evil.example/42",
    ]) {
      expect((await tunnelEnvelope(post(envelope(other)), DSN, send)).status).toBe(403);
    }
    expect(send).not.toHaveBeenCalled();
  });

  it("refuses a body that is not an envelope with a DSN", async () => {
    const send = okSend();
    for (const body of ["not json\n{}", envelope(undefined), ""]) {
      expect((await tunnelEnvelope(post(body), DSN, send)).status).toBe(400);
    }
    expect(send).not.toHaveBeenCalled();
  });

  it("refuses an envelope over the size limit", async () => {
    const send = okSend();
    const big = envelope(DSN, `{"type":"event"}\n"${"x".repeat(MAX_ENVELOPE_BYTES)}"`);
    expect((await tunnelEnvelope(post(big), DSN, send)).status).toBe(413);
    expect(send).not.toHaveBeenCalled();
  });

  it("answers 502 when the ingest cannot be reached", async () => {
    const send = vi.fn<typeof fetch>(async () => {
      throw new TypeError("fetch failed");
    });
    expect((await tunnelEnvelope(post(envelope(DSN)), DSN, send)).status).toBe(502);
  });
});
