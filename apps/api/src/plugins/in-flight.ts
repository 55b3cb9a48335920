import type { FastifyInstance } from "fastify";

/**
 * Counts requests until their response is finished or their connection closes, so shutdown
 * can close the database only after the last in-flight request is done with it.
 */
export function trackInFlight(app: FastifyInstance): {
  drained(timeoutMs: number): Promise<boolean>;
} {
  let inFlight = 0;
  app.addHook("onRequest", async (_request, reply) => {
    inFlight++;
    reply.raw.once("close", () => {
      inFlight--;
    });
  });
  return {
    async drained(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return inFlight === 0;
    },
  };
}
