import { afterEach, describe, expect, it, vi } from "vitest";
import { call, callUpload } from "./call";
import { ApiError } from "./client";
import { routes } from "./routes";

afterEach(() => vi.unstubAllGlobals());

const API = "http://api.test";
const ID = "00000000-0000-4000-8000-000000000001";

function stubFetch(status: number, body?: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("call", () => {
  it("sends method, token and JSON body, and resolves with the answer as the API wrote it", async () => {
    const fetch = stubFetch(202, { accepted: true });
    const answer = await call(
      API,
      routes.auth.passwordForgot,
      { body: { email: "ada@example.com" } },
      { token: "t0k" },
    );
    expect(answer).toEqual({ accepted: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${API}/auth/password/forgot`);
    expect(init.method).toBe("POST");
    expect(init.body).toBe(JSON.stringify({ email: "ada@example.com" }));
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer t0k");
  });

  it("fills the path's parameters and the query", async () => {
    const fetch = stubFetch(200, { items: [], nextCursor: null, groups: [] });
    await call(API, routes.offers.candidates, { params: { id: ID }, query: { limit: 100 } });
    expect(fetch.mock.calls[0]![0]).toBe(`${API}/offers/${ID}/candidates?limit=100`);
    expect(fetch.mock.calls[0]![1].method).toBe("GET");
  });

  it("uploads a file as multipart to the route's path", async () => {
    const fetch = stubFetch(201, { id: ID });
    const answer = await callUpload(API, routes.developers.photo, new Blob(["x"]), {
      token: "t0k",
    });
    expect(answer).toEqual({ id: ID });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${API}${routes.developers.photo.path}`);
    expect(init.body).toBeInstanceOf(FormData);
  });

  it("resolves a 204 with undefined", async () => {
    stubFetch(204);
    await expect(call(API, routes.auth.logout, {})).resolves.toBeUndefined();
    stubFetch(204);
    await expect(call(API, routes.developers.preferences, {})).resolves.toBeUndefined();
  });

  it("throws the ApiError with the envelope for an error answer", async () => {
    stubFetch(404, { statusCode: 404, code: "NOT_FOUND", message: "Offer not found" });
    const error: unknown = await call(API, routes.offers.get, { params: { id: ID } }).catch(
      (e: unknown) => e,
    );
    if (!(error instanceof ApiError)) throw new Error("expected an ApiError");
    expect(error.status).toBe(404);
    expect(error.envelope?.code).toBe("NOT_FOUND");
  });
});
