import { type SQL, sql } from "drizzle-orm";
import { asParam } from "./compiled";

/** Text-search configurations a query may be stemmed with (see ADR 0037). */
export type SearchConfig = "simple" | "spanish" | "english";

const MAX_ALTERNATIVES = 4;
const MAX_WORDS = 8;

/**
 * The words of a search box text: accent-folded, lower-cased, split at anything that is not a
 * letter or digit (`Node.js` → node, js; `Ingeniero/a` → ingeniero, a), in alternatives
 * separated by a websearch-style `or`. One-letter words are dropped when the alternative has
 * longer ones (the `a` of `Ingeniero/a`).
 */
export function searchWords(q: string): string[][] {
  const folded = q.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  return folded
    .split(/\s+or\s+/)
    .map((alternative) => {
      const words = alternative.match(/[\p{L}\p{N}]+/gu) ?? [];
      const long = words.filter((w) => w.length > 1);
      return (long.length ? long : words).slice(0, MAX_WORDS);
    })
    .filter((words) => words.length > 0)
    .slice(0, MAX_ALTERNATIVES);
}

/** A search box text, or its words as `searchWords` splits it (callers that split once). */
export type SearchText = string | string[][];

/**
 * What a statement built from these words depends on besides its values: the number of words in
 * each alternative and of distinct words (`prefixQuery` makes one term per word, or per distinct
 * word with `any`). Two texts of one shape differ only in bound values.
 */
export function wordsShape(words: string[][]): string {
  return `${words.map((alternative) => alternative.length)}|${new Set(words.flat()).size}`;
}

/**
 * A prefix tsquery: every word of an alternative must start a lexeme (`node` finds
 * `Node.js`, `ingeniero` finds `Ingeniera`, through each configuration's stem); alternatives
 * are OR-ed. With `any`, one word of any alternative is enough (relevance scoring). Words are
 * bound parameters made of letters and digits only, so `to_tsquery` cannot meet its own
 * syntax. No words: the empty query, which matches nothing. `bind` puts each word in
 * (`Bindings.bind` for a statement built once per shape).
 */
export function prefixQuery(
  text: SearchText,
  configs: readonly SearchConfig[],
  match: "all" | "any" = "all",
  bind = asParam,
): SQL {
  const words = typeof text === "string" ? searchWords(text) : text;
  const alternatives = match === "all" ? words : [...new Set(words.flat())].map((w) => [w]);
  if (alternatives.length === 0) return sql`''::tsquery`;
  const word = (w: string) =>
    sql`(${sql.join(
      configs.map((c) => sql`to_tsquery(${sql.raw(`'${c}'`)}, ${bind(`${w}:*`)})`),
      sql` || `,
    )})`;
  const all = alternatives.map((words) => sql`(${sql.join(words.map(word), sql` && `)})`);
  return sql`(${sql.join(all, sql` || `)})`;
}
