import { REALTIME_AUTH_TIMEOUT_SECONDS, routes } from "@encaja/contracts";
import type { FastifyInstance } from "fastify";
import { appError, forbidden } from "../../errors/app-error";
import { fromContract } from "../../http/route";
import { clientKey } from "../auth/client-address";
import { rateLimited } from "../auth/rate-limit";
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
 * A client already holding its share of sockets waiting to authenticate gets 429.
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
      if (!hub.hasRoomFor(clientKey(request.ip))) throw rateLimited(REALTIME_AUTH_TIMEOUT_SECONDS);
    },
    handler: async () => {
      throw appError("BAD_REQUEST", "This path only accepts a WebSocket upgrade");
    },
    wsHandler: (socket, request) => hub.accept(socket, clientKey(request.ip)),
  });
}
