import { type Placeholder, sql } from "drizzle-orm";
import type { Executor } from "./executor";

/**
 * What drizzle's builders hand their session in `_prepare`, and the prepared query it returns.
 * Internal to drizzle (stable within its 0.4x line; `compiled.test.ts` fails if it moves).
 */
interface PreparedQuery {
  execute(values?: Record<string, unknown>): Promise<unknown>;
  joinsNotNullableMap?: unknown;
  setToken?(token: unknown): PreparedQuery;
}
interface Session {
  client: object;
  prepareQuery(...args: unknown[]): PreparedQuery;
}
interface Builder {
  session: Session;
  _prepare(name?: string): PreparedQuery;
}
interface Recipe {
  args: unknown[];
  joinsNotNullableMap?: unknown;
}

const sessionOf = (db: Executor) => (db as unknown as { _: { session: Session } })._.session;

/** The arguments a builder passes to `session.prepareQuery`: its SQL, parameters and fields. */
function recipeOf(builder: Builder): Recipe {
  const recipe: Recipe = { args: [] };
  const recorder: PreparedQuery = {
    execute: () => Promise.reject(new Error("a recorded query does not run")),
    setToken: () => recorder,
  };
  const session = builder.session;
  builder.session = {
    client: session.client,
    prepareQuery: (...args: unknown[]) => {
      recipe.args = args;
      return recorder;
    },
  };
  try {
    builder._prepare();
  } finally {
    builder.session = session;
  }
  if ("joinsNotNullableMap" in recorder) recipe.joinsNotNullableMap = recorder.joinsNotNullableMap;
  if (typeof recipe.args[0] !== "object") throw new Error("drizzle did not prepare the query");
  return recipe;
}

/**
 * A hot query built by drizzle once, then run with new values: `build` gets placeholders for
 * `names` and must put every varying value through them (never interpolate one). Building a
 * select with a few dozen columns costs drizzle 0.1–0.5 ms of CPU per run, a fifth of the API's
 * time under load; the built SQL and row mapping are the same each time (ADR 0047).
 * The prepared query is kept per connection (the pool, or a transaction's client), so a run
 * costs a parameter fill and the driver call.
 * Lookups by a unique key take no `.limit(1)`: drizzle sends the limit as a parameter, and
 * PostgreSQL then costs the shared plan for a tenth of the table and plans each run anew.
 */
export function compiled<const N extends string, T>(
  names: readonly N[],
  build: (db: Executor, p: Record<N, Placeholder<N>>) => PromiseLike<T>,
): (db: Executor, values: Record<N, unknown>) => Promise<T> {
  const placeholders = Object.fromEntries(names.map((n) => [n, sql.placeholder(n)])) as Record<
    N,
    Placeholder<N>
  >;
  let recipe: Recipe | undefined;
  const prepared = new WeakMap<object, PreparedQuery>();
  return (db, values) => {
    const session = sessionOf(db);
    let query = prepared.get(session.client);
    if (!query) {
      recipe ??= recipeOf(build(db, placeholders) as unknown as Builder);
      query = session.prepareQuery(...recipe.args);
      if ("joinsNotNullableMap" in recipe) query.joinsNotNullableMap = recipe.joinsNotNullableMap;
      prepared.set(session.client, query);
    }
    return query.execute(values) as Promise<T>;
  };
}

/** Ids as one array parameter (`= any($n::uuid[])`), so the statement's text is the same for any count. */
export const uuidArray = (ids: readonly string[]) => `{${ids.join(",")}}`;
