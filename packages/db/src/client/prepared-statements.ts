import { createHash } from "node:crypto";
import { OrderedClient } from "./ordered-client";

/** Named statements one connection keeps at most; later new texts run unnamed (ADR 0045). */
export const MAX_NAMED_STATEMENTS_PER_CONNECTION = 250;
const MAX_REMEMBERED_TEXTS = 2_000;

/**
 * A statement whose text holds this comment is sent unnamed, so PostgreSQL plans it for its
 * values on every run. For statements whose best plan depends on how common a value is: a named
 * statement moves to a generic plan after five runs when that plan's estimate is cheaper, and a
 * generic estimate knows no value (`skill_ids && $1` looks rare, whatever skills $1 holds).
 */
export const PLANNED_PER_RUN = "/* planned per run */";

const nameByText = new Map<string, string | null>();

/**
 * A stable name for a statement's text: the same text gets the same name on every connection;
 * null for a text marked `PLANNED_PER_RUN`.
 */
export function statementName(text: string): string | null {
  let name = nameByText.get(text);
  if (name === undefined) {
    name = text.includes(PLANNED_PER_RUN)
      ? null
      : `e_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    if (nameByText.size >= MAX_REMEMBERED_TEXTS) nameByText.clear();
    nameByText.set(text, name);
  }
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

const hasValues = (values: unknown) => Array.isArray(values) && values.length > 0;

/**
 * The query config to send: a parameterised statement's config gets its text's name, unless it
 * has one already, is marked `PLANNED_PER_RUN`, or the connection has named `max` texts (then it
 * runs unnamed). Anything else (plain strings, statements without parameters, Query objects,
 * cursors) passes through.
 */
export function withStatementName(
  config: unknown,
  values: unknown,
  named: Set<string>,
  max = MAX_NAMED_STATEMENTS_PER_CONNECTION,
): unknown {
  if (typeof config !== "object" || config === null) return config;
  const c = config as QueryConfigLike;
  if (typeof c.text !== "string" || c.name || typeof c.submit === "function") return config;
  if (!hasValues(c.values) && !hasValues(values)) return config;
  const name = statementName(c.text);
  if (name === null) return config;
  if (!named.has(name)) {
    if (named.size >= max) return config;
    named.add(name);
  }
  return { ...c, name };
}

/**
 * A node-postgres client that names every parameterised statement after its text, so each
 * connection parses and plans it once and later runs reuse the plan (PostgreSQL keeps custom
 * plans for the first five runs and a generic plan after that only when it is not costlier).
 * The queries' SQL is unchanged; a connection names at most MAX_NAMED_STATEMENTS_PER_CONNECTION
 * texts, so server memory stays bounded whatever the application sends.
 */
export class PreparingClient extends OrderedClient {
  readonly #named = new Set<string>();

  protected override prepare(config: unknown, values: unknown): unknown {
    return withStatementName(config, values, this.#named);
  }
}
