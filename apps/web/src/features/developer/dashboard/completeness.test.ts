import { describe, expect, it } from "vitest";
import { heaviestMissing } from "./completeness";

describe("heaviestMissing", () => {
  it("finds the missing item worth the most", () => {
    expect(
      heaviestMissing([
        { item: "bio", weight: 10 },
        { item: "skills", weight: 15 },
      ]),
    ).toEqual({ item: "skills", weight: 15 });
    expect(heaviestMissing([])).toBeNull();
  });
});
