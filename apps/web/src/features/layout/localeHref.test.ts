import { describe, expect, it } from "vitest";
import { localizedHref, localizedPath } from "./localeHref";

describe("localizedPath", () => {
  it("prefixes English with /en and leaves Spanish (the default) unprefixed", () => {
    expect(localizedPath("/", "en")).toBe("/en");
    expect(localizedPath("/", "es")).toBe("/");
    expect(localizedPath("/dev-search", "en")).toBe("/en/dev-search");
    expect(localizedPath("/dev-search", "es")).toBe("/dev-search");
  });
});

describe("localizedHref", () => {
  it("keeps the query string when switching either way", () => {
    expect(localizedHref("/dev-search", "en", "?skills=react,node&seniority=senior")).toBe(
      "/en/dev-search?skills=react,node&seniority=senior",
    );
    expect(localizedHref("/dev-search", "es", "skills=react%2Cnode&q=m%C3%A9xico")).toBe(
      "/dev-search?skills=react%2Cnode&q=m%C3%A9xico",
    );
    expect(localizedHref("/", "en", "?ref=footer")).toBe("/en?ref=footer");
  });

  it("keeps the fragment, after the query", () => {
    expect(localizedHref("/matchers/offer/abc", "en", "", "#pipeline")).toBe(
      "/en/matchers/offer/abc#pipeline",
    );
    expect(localizedHref("/job-search", "es", "?q=go", "#results")).toBe(
      "/job-search?q=go#results",
    );
  });

  it("adds no dangling ? or # when there is nothing to keep", () => {
    expect(localizedHref("/pricing", "en")).toBe("/en/pricing");
    expect(localizedHref("/pricing", "en", "?", "#")).toBe("/en/pricing");
    expect(localizedHref("/pricing", "es", "", "")).toBe("/pricing");
  });
});
