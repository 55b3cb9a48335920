import { describe, expect, it } from "vitest";
import { linkify } from "./linkify";

describe("linkify", () => {
  it("splits text and http(s) links, leaving sentence punctuation out of the link", () => {
    expect(linkify("Mira https://encaja.dev/jobs?x=1. Gracias")).toEqual([
      { kind: "text", text: "Mira " },
      { kind: "link", text: "https://encaja.dev/jobs?x=1", href: "https://encaja.dev/jobs?x=1" },
      { kind: "text", text: ". Gracias" },
    ]);
  });

  it("keeps markup and other schemes as plain text", () => {
    expect(linkify('<img src=x onerror="alert(1)"> javascript:alert(1)')).toEqual([
      { kind: "text", text: '<img src=x onerror="alert(1)"> javascript:alert(1)' },
    ]);
  });

  it("answers no parts for an empty text and one link for a bare URL", () => {
    expect(linkify("")).toEqual([]);
    expect(linkify("http://a.dev")).toEqual([
      { kind: "link", text: "http://a.dev", href: "http://a.dev" },
    ]);
  });
});
