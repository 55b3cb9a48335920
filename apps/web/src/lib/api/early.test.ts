// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOKEN_KEY } from "@/features/session/storage";
import { earlyMeScript, takeEarlyResponse } from "./early";

const api = "http://api.test";
const me = `${api}/users/me`;

function runScript(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal("fetch", fetchMock);
  // A global-scope run of the script text, as the browser runs the inline runtime config.
  new Function(earlyMeScript(api))();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  delete window.__ENCAJA_EARLY__;
});

describe("the early me call", () => {
  it("starts with the stored token, and its answer is taken once, for the same token only", async () => {
    localStorage.setItem(TOKEN_KEY, "tok-1");
    const answer = new Response("{}");
    const fetchMock = vi.fn(() => Promise.resolve(answer));
    runScript(fetchMock);
    expect(fetchMock).toHaveBeenCalledWith(me, {
      headers: { Accept: "application/json", Authorization: "Bearer tok-1" },
      credentials: "omit",
    });
    expect(takeEarlyResponse(me, "tok-2")).toBeUndefined();
    runScript(fetchMock);
    expect(await takeEarlyResponse(me, "tok-1")).toBe(answer);
    expect(takeEarlyResponse(me, "tok-1")).toBeUndefined();
  });

  it("asks nothing without a session, and an answer older than 10 s is not used", () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response("{}")));
    runScript(fetchMock);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyResponse(me, "tok-1")).toBeUndefined();

    vi.useFakeTimers();
    localStorage.setItem(TOKEN_KEY, "tok-1");
    runScript(fetchMock);
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyResponse(me, "tok-1")).toBeUndefined();
  });

  it("never leaves a failed early call unhandled", async () => {
    localStorage.setItem(TOKEN_KEY, "tok-1");
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    runScript(vi.fn(() => Promise.reject(new TypeError("offline"))));
    await new Promise((r) => setTimeout(r, 10));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(takeEarlyResponse(me, "tok-1")).rejects.toThrow("offline");
  });
});
