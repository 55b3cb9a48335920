import { describe, expect, it } from "vitest";
import { searchWords } from "./search-text";

describe("searchWords", () => {
  it.each([
    ["Node.js", [["node", "js"]]],
    ["Ingeniero/a", [["ingeniero"]]],
    ["  DESARROLLADÓR   Backend ", [["desarrollador", "backend"]]],
    ["C#", [["c"]]],
    [
      'Zephyrx Lang or "Current Name"',
      [
        ["zephyrx", "lang"],
        ["current", "name"],
      ],
    ],
    ["!!! ---", []],
    ["", []],
  ])("%s → %j", (q, words) => {
    expect(searchWords(q)).toEqual(words);
  });

  it("bounds the number of words and alternatives", () => {
    expect(searchWords(Array.from({ length: 20 }, (_, i) => `w${i}`).join(" "))[0]).toHaveLength(8);
    expect(searchWords(Array.from({ length: 9 }, (_, i) => `w${i}`).join(" or "))).toHaveLength(4);
  });
});
