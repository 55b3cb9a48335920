import type { FastifyInstance } from "fastify";
import { loadDemoData } from "../seed/runner";
import type { DemoSeedStep } from "../seed/steps";

export interface DemoDataLoader {
  /** Starts loading the demo data steps still to load, in the background (after listen). */
  start(): void;
  /** This process gave up loading after an error (the next start resumes). */
  readonly failed: boolean;
  /** Settles when a load started here ends (loaded, stopped or failed). */
  readonly settled: Promise<void>;
  /**
   * Calls `listener` when a load started here has loaded the last step: caches of aggregates
   * (facet counts, board pages) computed while it loaded are dropped then.
   */
  onLoaded(listener: () => void): void;
}

declare module "fastify" {
  interface FastifyInstance {
    demoData: DemoDataLoader;
  }
}

/** The longest a unit of the load waits for requests in flight before it starts anyway. */
const REQUESTS_FIRST_MAX_MS = 250;

/**
 * The demo data's background load (decision 0066): the server opens the database with the
 * demo accounts only and calls `start()` once it listens; requests are answered meanwhile, each
 * unit of the load being a short transaction. Closing stops it after the unit under way (preClose
 * asks, onClose waits, before the database closes); the next start goes on from there.
 * `steps` empty (tests, DEMO_SEED=0, a PostgreSQL database without DEMO_SEED=1): nothing loads.
 */
export function registerDemoData(
  app: FastifyInstance,
  { steps = [] }: { steps?: readonly DemoSeedStep[] } = {},
): void {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let failed = false;
  const loadedListeners: (() => void)[] = [];
  // HTTP requests being answered (a WebSocket stays open: not one of them). Between two units
  // the load lets them finish first: each of their queries would otherwise wait behind a unit
  // (the embedded database is one connection), so a request doing five queries in a row waited
  // for five units.
  let requests = 0;
  app.addHook("onRequest", async (request, reply) => {
    if (running === undefined || request.headers.upgrade) return;
    requests++;
    reply.raw.once("close", () => {
      requests--;
    });
  });
  const requestsFirst = async () => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const until = Date.now() + REQUESTS_FIRST_MAX_MS;
    while (requests > 0 && Date.now() < until && !stopping.signal.aborted) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const run = async () => {
    const started = performance.now();
    let loaded = false;
    try {
      const outcome = await loadDemoData(app.dbHandle, steps, {
        signal: stopping.signal,
        between: requestsFirst,
        log: (message) => app.log.info(message),
        onProgress: () => {
          loaded = true;
        },
      });
      if (outcome === "done" && loaded) {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        app.log.info(`Demo data loaded in ${seconds} s (in the background).`);
        for (const listener of loadedListeners) listener();
      }
    } catch (error) {
      failed = true;
      app.log.error({ err: error }, "demo data stopped loading; the next start goes on from here");
    }
  };
  app.decorate("demoData", {
    start() {
      if (running || steps.length === 0 || stopping.signal.aborted) return;
      running = run();
    },
    get failed() {
      return failed;
    },
    get settled() {
      return running ?? Promise.resolve();
    },
    onLoaded(listener) {
      loadedListeners.push(listener);
    },
  });
  app.addHook("preClose", async () => stopping.abort());
  app.addHook("onClose", async () => {
    stopping.abort();
    await running;
  });
}
