import { is, Placeholder, sql } from "drizzle-orm";
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
    recipe ??= recipeOf(build(db, placeholders) as unknown as Builder);
    return run<T>(db, recipe, prepared, values);
  };
}

/** The recipe's query prepared once per connection (the pool, or a transaction's client), run. */
function run<T>(
  db: Executor,
  recipe: Recipe,
  prepared: WeakMap<object, PreparedQuery>,
  values: Record<string, unknown>,
) {
  const session = sessionOf(db);
  let query = prepared.get(session.client);
  if (!query) {
    query = session.prepareQuery(...recipe.args);
    if ("joinsNotNullableMap" in recipe) query.joinsNotNullableMap = recipe.joinsNotNullableMap;
    prepared.set(session.client, query);
  }
  return query.execute(values) as Promise<T>;
}

/**
 * Values of a query whose shape varies (which filters, how many words): `bind` hands out
 * placeholders p0, p1, … in call order, so one shape always gets the same names.
 */
export class Bindings {
  readonly values: Record<string, unknown> = {};
  private count = 0;
  readonly bind = (value: unknown): Placeholder => {
    const name = `p${this.count++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  };
}

/** A value put into a statement as it is: the default `bind` of a query built once per run. */
export const asParam = (value: unknown): unknown => value;

/**
 * `compiled` for queries whose SQL depends on the call: each `shape` (a key naming everything
 * that changes the SQL text) is built once by drizzle, from a `build` that takes every value
 * through one `Bindings`. Building is skipped on later calls of the shape, so the caller binds
 * its values before it asks. The oldest shapes are forgotten past `max`.
 */
export function compiledShapes(max = 500) {
  const shapes = new Map<string, { recipe: Recipe; prepared: WeakMap<object, PreparedQuery> }>();
  return async <T>(
    db: Executor,
    shape: string,
    bindings: Bindings,
    build: () => PromiseLike<T>,
  ): Promise<T> => {
    let entry = shapes.get(shape);
    if (!entry) {
      const recipe = recipeOf(build() as unknown as Builder);
      assertAllBound(recipe, shape);
      if (shapes.size >= max) shapes.delete(shapes.keys().next().value!);
      entry = { recipe, prepared: new WeakMap() };
      shapes.set(shape, entry);
    }
    return run<T>(db, entry.recipe, entry.prepared, bindings.values);
  };
}

/** A value written into a shared statement as a parameter would serve every later call. */
function assertAllBound(recipe: Recipe, shape: string) {
  const { params } = recipe.args[0] as { params: unknown[] };
  if (params.some((param) => !is(param, Placeholder))) {
    throw new Error(`a value of the statement "${shape}" is not bound`);
  }
}

/** A list of texts as one `text[]` parameter, whatever its length. */
export const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

/** Ids as one array parameter (`= any($n::uuid[])`), so the statement's text is the same for any count. */
export const uuidArray = (ids: readonly string[]) => `{${ids.join(",")}}`;
