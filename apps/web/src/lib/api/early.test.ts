// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOKEN_KEY } from "@/features/session/storage";
import { apiRequest } from "./client";
import {
  dropEarlyResponses,
  EARLY_ID,
  EARLY_ME,
  type EarlyPageReads,
  earlyScript,
  takeEarlyBody,
  takeEarlyResponse,
} from "./early";

const api = "http://api.test";
const me = `${api}/users/me`;

function runScript(fetchMock: ReturnType<typeof vi.fn>, reads?: EarlyPageReads) {
  vi.stubGlobal("fetch", fetchMock);
  // A global-scope run of the script text, as the browser runs the inline runtime config.
  new Function(earlyScript(api, reads))();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  delete window.__ENCAJA_EARLY__;
  window.history.replaceState(null, "", "/");
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

describe("the opened page's early reads", () => {
  const offerId = "0125a71a-f43f-4964-8dff-5307425d5e64";
  const reads: EarlyPageReads = [
    ["^/dashboard/?$", "", ["/developers/me", "/applications/me?limit=5"]],
    [`^/offers/([0-9a-f-]{36})$`, "", [`/offers/${EARLY_ID}`]],
    [`^/offers/([0-9a-f-]{36})$`, "board", [`/offers/${EARLY_ID}/candidates?limit=100`]],
  ];
  const asked = (fetchMock: ReturnType<typeof vi.fn>) =>
    fetchMock.mock.calls.map(([url]) => String(url).slice(api.length));

  it("asks for the page's reads, whatever its locale, each taken once with the token", async () => {
    localStorage.setItem(TOKEN_KEY, "tok-1");
    window.history.replaceState(null, "", "/es/dashboard");
    const fetchMock = vi.fn(() => Promise.resolve(new Response("{}")));
    runScript(fetchMock, reads);
    expect(asked(fetchMock)).toEqual(["/users/me", "/developers/me", "/applications/me?limit=5"]);
    expect(takeEarlyResponse(`${api}/applications/me?limit=5`, "tok-2")).toBeUndefined();
    expect(takeEarlyResponse(`${api}/developers/me`, "tok-1")).toBeDefined();
    expect(takeEarlyResponse(`${api}/developers/me`, "tok-1")).toBeUndefined();
  });

  it("puts the page's id in its reads, and asks the reads of a hash only on that hash", () => {
    localStorage.setItem(TOKEN_KEY, "tok-1");
    window.history.replaceState(null, "", `/en/offers/${offerId}`);
    const plain = vi.fn(() => Promise.resolve(new Response("{}")));
    runScript(plain, reads);
    expect(asked(plain)).toEqual(["/users/me", `/offers/${offerId}`]);

    window.history.replaceState(null, "", `/en/offers/${offerId}#board`);
    const board = vi.fn(() => Promise.resolve(new Response("{}")));
    runScript(board, reads);
    expect(asked(board)).toEqual([
      "/users/me",
      `/offers/${offerId}`,
      `/offers/${offerId}/candidates?limit=100`,
    ]);
  });

  it("asks nothing for another page, nor without a session", () => {
    window.history.replaceState(null, "", "/en/dashboard");
    const signedOut = vi.fn(() => Promise.resolve(new Response("{}")));
    runScript(signedOut, reads);
    expect(signedOut).not.toHaveBeenCalled();

    localStorage.setItem(TOKEN_KEY, "tok-1");
    window.history.replaceState(null, "", "/en/dashboards");
    const other = vi.fn(() => Promise.resolve(new Response("{}")));
    runScript(other, reads);
    expect(asked(other)).toEqual(["/users/me"]);

    // The query string is part of what a page's pattern matches.
    window.history.replaceState(null, "", "/en/dashboard?tab=2");
    const withQuery = vi.fn(() => Promise.resolve(new Response("{}")));
    runScript(withQuery, reads);
    expect(asked(withQuery)).toEqual(["/users/me"]);
  });

  it("asks a read of the signed-in user once the me call has answered with their id", async () => {
    localStorage.setItem(TOKEN_KEY, "tok-1");
    window.history.replaceState(null, "", "/en/interviewers");
    const userId = "32e6b31a-aa3c-4b87-a3ae-d9b6176f9c14";
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(new Response(url === me ? JSON.stringify({ userId }) : "{}")),
    );
    runScript(fetchMock, [["^/interviewers$", "", [`/interviews?interviewerUserId=${EARLY_ME}`]]]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(asked(fetchMock)).toEqual(["/users/me", `/interviews?interviewerUserId=${userId}`]);
    // The page still reads the me answer itself.
    expect(await (await takeEarlyResponse(me, "tok-1"))?.json()).toEqual({ userId });
  });

  it("drops the answers not taken yet once the page writes", () => {
    localStorage.setItem(TOKEN_KEY, "tok-1");
    window.history.replaceState(null, "", "/en/dashboard");
    runScript(
      vi.fn(() => Promise.resolve(new Response("{}"))),
      reads,
    );
    expect(takeEarlyResponse(`${api}/developers/me`, "tok-1")).toBeDefined();
    dropEarlyResponses();
    expect(takeEarlyResponse(`${api}/applications/me?limit=5`, "tok-1")).toBeUndefined();
  });

  it("answers the client's read from the page's early answer, and after a write from the API", async () => {
    localStorage.setItem(TOKEN_KEY, "tok-1");
    window.history.replaceState(null, "", "/en/dashboard");
    const early = vi.fn(() => Promise.resolve(new Response('{"from":"early"}')));
    runScript(early, reads);
    const later = vi.fn(() => Promise.resolve(new Response('{"from":"api"}')));
    vi.stubGlobal("fetch", later);
    expect(await apiRequest(api, "/developers/me", { token: "tok-1" })).toEqual({ from: "early" });
    await apiRequest(api, "/developers/me", { method: "PATCH", body: {}, token: "tok-1" });
    expect(await apiRequest(api, "/applications/me?limit=5", { token: "tok-1" })).toEqual({
      from: "api",
    });
    expect(later).toHaveBeenCalledTimes(2);
  });
});

describe("an early answer read before the page renders", () => {
  const url = `${api}/developers/me`;
  const reads: EarlyPageReads = [["^/dashboard$", "", ["/developers/me"]]];

  function open(answer: () => Response) {
    localStorage.setItem(TOKEN_KEY, "tok-1");
    window.history.replaceState(null, "", "/en/dashboard");
    runScript(
      vi.fn(() => Promise.resolve(answer())),
      reads,
    );
  }

  it("has a 200 answer's JSON once it is read, taken once and for the same token only", async () => {
    open(() => new Response('{"firstName":"Ana"}'));
    // Not read yet: nothing to take at once, and the answer stays for the page's own call.
    expect(takeEarlyBody(url, "tok-1")).toBeUndefined();
    await vi.waitFor(() => expect(window.__ENCAJA_EARLY__?.[url]?.read).toBe(1));
    expect(takeEarlyBody(url, "tok-2")).toBeUndefined();

    open(() => new Response('{"firstName":"Ana"}'));
    await vi.waitFor(() => expect(window.__ENCAJA_EARLY__?.[url]?.read).toBe(1));
    const taken = takeEarlyBody(url, "tok-1");
    expect(taken?.body).toEqual({ firstName: "Ana" });
    expect(taken?.at).toBeGreaterThan(0);
    expect(takeEarlyBody(url, "tok-1")).toBeUndefined();
    expect(takeEarlyResponse(url, "tok-1")).toBeUndefined();
  });

  it("leaves an error answer, or one that is not JSON, to the page's own call", async () => {
    open(() => new Response('{"code":"NOT_FOUND"}', { status: 404 }));
    await new Promise((r) => setTimeout(r, 10));
    expect(takeEarlyBody(url, "tok-1")).toBeUndefined();
    expect((await takeEarlyResponse(url, "tok-1"))?.status).toBe(404);

    open(() => new Response("<html>", { status: 200 }));
    await new Promise((r) => setTimeout(r, 10));
    expect(takeEarlyBody(url, "tok-1")).toBeUndefined();
    expect((await takeEarlyResponse(url, "tok-1"))?.status).toBe(200);
  });
});
