import { routes } from "@encaja/contracts";
import type { FastifyInstance } from "fastify";
import { appError, forbidden } from "../../errors/app-error";
import { fromContract } from "../../http/route";
import { RealtimeHub } from "./hub";

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's WebSocket hub (ADR 0028). */
    realtimeHub: RealtimeHub;
  }
}

/**
 * `GET /realtime`: the WebSocket upgrade. A page of another site must not open it with the
 * user's cookies or credentials, so an Origin other than the web app's is refused before the
 * upgrade (cross-site WebSocket hijacking); clients without an Origin (apps, tests) pass.
 */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const hub = new RealtimeHub(app);
  app.decorate("realtimeHub", hub);
  app.addHook("onReady", () => hub.start());
  app.addHook("onClose", () => hub.stop());
  const webOrigin = new URL(app.config.WEB_URL).origin;
  app.route({
    ...fromContract(routes.realtime.connect),
    onRequest: async (request) => {
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== webOrigin) throw forbidden();
    },
    handler: async () => {
      throw appError("BAD_REQUEST", "This path only accepts a WebSocket upgrade");
    },
    wsHandler: (socket) => hub.accept(socket),
  });
}
