import type { FastifyInstance } from "fastify";
import { trackJob } from "./job-status";

/**
 * Runs `task` `firstMs` after the app is ready, then every `everyMs` after each run ends (so
 * runs never overlap). A failing run is logged and counted, and the next one still comes.
 *
 * On close no run starts any more from the moment closing begins (preClose), and a run under
 * way is awaited before the database closes (onClose), so its transaction and advisory lock
 * end normally; the shutdown's deadline bounds that wait.
 */
export function repeatWhileOpen(
  app: FastifyInstance,
  options: { name: string; firstMs: number; everyMs: number },
  task: () => Promise<void>,
): void {
  const job = trackJob(app, options.name, options.everyMs);
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let running: Promise<void> | undefined;
  const schedule = (ms: number) => {
    if (closed) return;
    timer = setTimeout(run, ms);
    timer.unref();
  };
  const runOnce = async () => {
    try {
      await task();
      job.succeeded();
    } catch (error) {
      job.failed();
      app.log.warn({ err: error }, `${options.name} failed; it runs again later`);
    }
  };
  const run = async () => {
    running = runOnce();
    await running;
    running = undefined;
    schedule(options.everyMs);
  };
  const stop = () => {
    closed = true;
    clearTimeout(timer);
  };
  app.addHook("onReady", async () => schedule(options.firstMs));
  app.addHook("preClose", async () => stop());
  app.addHook("onClose", async () => {
    stop();
    await running;
  });
}
