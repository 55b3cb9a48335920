import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { prefixQuery, searchWords, wordsShape } from "./search-text";

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

describe("wordsShape", () => {
  const dialect = new PgDialect();
  const statement = (q: string, match: "all" | "any") =>
    dialect.sqlToQuery(prefixQuery(searchWords(q), ["spanish", "english"], match));

  it.each([
    ["react node", "vue python", true],
    ["react or node", "vue or python", true],
    ["react react", "react node", false],
    ["react node", "react or node", false],
    ["react", "react node", false],
  ])("%s and %s: one statement text = %s", (a, b, same) => {
    const [wa, wb] = [searchWords(a), searchWords(b)];
    expect(wordsShape(wa) === wordsShape(wb)).toBe(same);
    for (const match of ["all", "any"] as const) {
      if (same) expect(statement(a, match).sql).toBe(statement(b, match).sql);
    }
    // A shape that differs must change the text of at least one of the two statements.
    if (!same) {
      const differs = (["all", "any"] as const).some(
        (match) => statement(a, match).sql !== statement(b, match).sql,
      );
      expect(differs).toBe(true);
    }
  });

  it("a split text builds the same query as the text", () => {
    const q = "Ingeniero/a Node.js or Go";
    expect(dialect.sqlToQuery(prefixQuery(searchWords(q), ["simple"], "any"))).toEqual(
      dialect.sqlToQuery(prefixQuery(q, ["simple"], "any")),
    );
  });
});
