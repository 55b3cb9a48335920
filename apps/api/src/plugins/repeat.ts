import type { FastifyInstance } from "fastify";

/**
 * Runs `task` `firstMs` after the app is ready, then every `everyMs` after each run ends (so
 * runs never overlap); stops on close. A failing run is logged and the next one still comes.
 */
export function repeatWhileOpen(
  app: FastifyInstance,
  options: { name: string; firstMs: number; everyMs: number },
  task: () => Promise<void>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const schedule = (ms: number) => {
    timer = setTimeout(run, ms);
    timer.unref();
  };
  const run = async () => {
    try {
      await task();
    } catch (error) {
      app.log.warn({ err: error }, `${options.name} failed; it runs again later`);
    }
    if (!closed) schedule(options.everyMs);
  };
  app.addHook("onReady", async () => schedule(options.firstMs));
  app.addHook("onClose", async () => {
    closed = true;
    clearTimeout(timer);
  });
}
