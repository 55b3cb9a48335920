import { createHash } from "node:crypto";
import { OrderedClient } from "./ordered-client";

/** Named statements one connection keeps at most; later new texts run unnamed (ADR 0045). */
export const MAX_NAMED_STATEMENTS_PER_CONNECTION = 250;
const MAX_REMEMBERED_TEXTS = 2_000;

const nameByText = new Map<string, string>();

/** A stable name for a statement's text: the same text gets the same name on every connection. */
export function statementName(text: string): string {
  let name = nameByText.get(text);
  if (name === undefined) {
    name = `e_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    if (nameByText.size >= MAX_REMEMBERED_TEXTS) nameByText.clear();
    nameByText.set(text, name);
  }
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

const hasValues = (values: unknown) => Array.isArray(values) && values.length > 0;

/**
 * The query config to send: a parameterised statement's config gets its text's name, unless it
 * has one already or the connection has named `max` texts (then it runs unnamed). Anything else
 * (plain strings, statements without parameters, Query objects, cursors) passes through.
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
