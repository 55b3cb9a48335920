import { describe, expect, it } from "vitest";
import { apiFiltersOf, inboxParamsFrom, searchOf } from "./inboxParams";

describe("inbox params", () => {
  it("reads the URL and writes it back without defaults", () => {
    const params = inboxParamsFrom(new URLSearchParams("q=%20Ana%20&assigned=me"));
    expect(params).toEqual({ q: "Ana", offerId: "", assigned: "me" });
    expect(searchOf(params)).toBe("?q=Ana&assigned=me");
    expect(searchOf({ q: "", offerId: "", assigned: "any" })).toBe("");
  });

  it("falls back to every conversation for an unknown assignment", () => {
    expect(inboxParamsFrom(new URLSearchParams("assigned=nobody")).assigned).toBe("any");
  });

  it("sends only the filters in use to the API", () => {
    expect(apiFiltersOf({ q: "", offerId: "o", assigned: "unassigned" })).toEqual({
      assigned: "unassigned",
      offerId: "o",
    });
  });
});
