import type { FastifyInstance } from "fastify";

/** "Going away": the server is shutting down; clients reconnect (elsewhere) and backfill. */
const WS_GOING_AWAY = 1001;

export interface InFlight {
  /** Requests received and not yet answered (or abandoned by their client). */
  readonly requests: number;
  /** True from the moment shutdown begins: readiness answers 503, answers close their connection. */
  readonly shuttingDown: boolean;
  beginShutdown(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    inFlight: InFlight;
  }
}

/**
 * What a shutdown needs to know and do first. Registered before @fastify/websocket: preClose
 * hooks run in registration order, and that plugin's own closes every socket without a code
 * (1005), which clients could not tell from a crash.
 */
export function registerInFlight(app: FastifyInstance): void {
  let requests = 0;
  let shuttingDown = false;
  app.decorate("inFlight", {
    get requests() {
      return requests;
    },
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
  });
  app.addHook("onRequest", async (_request, reply) => {
    requests++;
    reply.raw.once("close", () => {
      requests--;
    });
  });
  // A keep-alive connection whose request was in flight when shutdown began would otherwise
  // stay open, idle, until its timeout, and hold the server's close open with it.
  app.addHook("onSend", async (_request, reply) => {
    if (shuttingDown) reply.header("connection", "close");
  });
  app.addHook("preClose", async () => {
    shuttingDown = true;
    for (const socket of app.websocketServer?.clients ?? []) {
      socket.close(WS_GOING_AWAY, "Server shutting down");
    }
  });
}
