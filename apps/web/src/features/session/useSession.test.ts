import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MeParseError, meQuery } from "./useSession";

vi.mock("@/i18n/navigation", () => import("@/features/forms/testing/fakeNavigation"));

const api = "http://api.test";
const matcher = {
  role: "matchers",
  userId: "00000000-0000-4000-8000-000000000001",
  email: "mara@example.com",
  emailVerified: true,
};

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the me query", () => {
  it("resolves with an answer of a role shape", async () => {
    answer(matcher);
    await expect(new QueryClient().fetchQuery(meQuery(api, "tok"))).resolves.toEqual(matcher);
  });

  it("refuses an answer of no role shape with a MeParseError, sent with the bearer", async () => {
    const fetch = answer({ ...matcher, role: "developer" });
    await expect(new QueryClient().fetchQuery(meQuery(api, "tok"))).rejects.toBeInstanceOf(
      MeParseError,
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${api}/users/me`);
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer tok");
  });
});
