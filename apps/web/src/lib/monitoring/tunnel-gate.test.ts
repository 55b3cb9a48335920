import { describe, expect, it, vi } from "vitest";
import { MAX_ENVELOPE_BYTES, tunnelEnvelope } from "./tunnel";
import { TunnelGate, tunnelClient } from "./tunnel-gate";

const DSN = "http://e2epublickey@127.0.0.1:2632/42";
const ok = async () => new Response(null, { status: 200 });

describe("the /monitoring tunnel's limits", () => {
  it("refuses a declared oversized body with 413 without reading it", async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request("http://web.test/monitoring", {
      method: "POST",
      body,
      headers: { "content-length": String(MAX_ENVELOPE_BYTES + 1) },
      duplex: "half",
    } as RequestInit);
    const send = vi.fn<typeof fetch>();
    expect((await tunnelEnvelope(request, DSN, send)).status).toBe(413);
    // A ReadableStream asks for its first chunk on its own; nothing more was read.
    expect(pulls).toBeLessThanOrEqual(1);
    expect(send).not.toHaveBeenCalled();
  });

  it("answers 429 with Retry-After past the concurrency cap, and admits again after", async () => {
    const gate = new TunnelGate({ perClient: 100, windowSeconds: 60, maxConcurrent: 2 });
    const releases: Array<() => void> = [];
    const slow = () =>
      new Promise<Response>((resolve) => releases.push(() => resolve(new Response(null))));
    const running = [gate.admit("a", slow), gate.admit("b", slow)];
    const refused = await gate.admit("c", ok);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    for (const release of releases) release();
    await Promise.all(running);
    expect((await gate.admit("c", ok)).status).toBe(200);
  });

  it("limits each client address per window without blocking others", async () => {
    let now = 0;
    const gate = new TunnelGate({ perClient: 3, windowSeconds: 60, maxConcurrent: 4 }, () => now);
    for (let i = 0; i < 3; i++) expect((await gate.admit("a", ok)).status).toBe(200);
    now = 20_000;
    const refused = await gate.admit("a", ok);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("40");
    expect((await gate.admit("b", ok)).status).toBe(200);
    now = 60_000;
    expect((await gate.admit("a", ok)).status).toBe(200);
  });

  it("counts the client the nearest proxy saw", () => {
    const request = (forwarded?: string) =>
      new Request("http://web.test/monitoring", {
        method: "POST",
        headers: forwarded ? { "x-forwarded-for": forwarded } : {},
      });
    expect(tunnelClient(request("198.51.100.1, 203.0.113.9"))).toBe("203.0.113.9");
    expect(tunnelClient(request("2001:DB8::1"))).toBe("2001:db8::1");
    expect(tunnelClient(request())).toBe("unknown");
  });
});
