import { describe, expect, it } from "vitest";
import { filtersFromSearch, searchOfFilters } from "./filters";

describe("audit filters in the URL", () => {
  it("reads the known, non-empty keys, trimmed", () => {
    const search = new URLSearchParams("actor=%20ana%20&action=login.&target=&from=2026-01-01&x=1");
    expect(filtersFromSearch(search)).toEqual({
      actor: "ana",
      action: "login.",
      from: "2026-01-01",
    });
  });

  it("writes them back in a stable order without the empty ones", () => {
    expect(searchOfFilters({ to: "2026-02-01", actor: "ana", target: " " })).toBe(
      "actor=ana&to=2026-02-01",
    );
    expect(searchOfFilters({})).toBe("");
  });
});
