import pg from "pg";

/**
 * A connection that runs its promise-style queries one after another, in call order. A
 * transaction is one connection, so `Promise.all` over queries inside it (as `buildDocument`
 * does when a presentation freezes a snapshot) used to lean on node-postgres's internal queue,
 * which is deprecated and goes away in pg 9 ("client.query() while already executing").
 * Callback-style calls and submittables (cursors, streams) pass straight through.
 */
export class OrderedClient extends pg.Client {
  #tail: Promise<unknown> = Promise.resolve();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    (this as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      const submittable =
        typeof config === "object" &&
        config !== null &&
        typeof (config as { submit?: unknown }).submit === "function";
      const run = () => query(this.prepare(config, rest[0]), ...rest);
      if (submittable || typeof rest[rest.length - 1] === "function") return run();
      const result = this.#tail.then(run, run);
      this.#tail = result.catch(() => undefined);
      return result;
    };
  }

  /** The query config to send (subclasses name statements). */
  protected prepare(config: unknown, _values: unknown): unknown {
    return config;
  }
}
