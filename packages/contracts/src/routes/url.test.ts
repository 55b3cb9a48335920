import { describe, expect, it } from "vitest";
import { routes } from "./index";
import { routeUrl } from "./url";

describe("routeUrl", () => {
  it("fills path params, encoded", () => {
    expect(routeUrl(routes.offers.get, { params: { id: "a/b c" } })).toBe("/offers/a%2Fb%20c");
  });

  it("writes the query without undefined values, lists as repeated keys", () => {
    const url = routeUrl(routes.talent.search, {
      query: { q: "ada", skills: ["ts", "go"], limit: 20, cursor: undefined },
    });
    expect(url).toBe("/talent?q=ada&skills=ts&skills=go&limit=20");
  });

  it("refuses a missing path parameter", () => {
    expect(() => routeUrl(routes.offers.get, {})).toThrow(/missing path parameter 'id'/);
  });
});
