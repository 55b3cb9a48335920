import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { appError } from "../../errors/app-error";
import { fromContract } from "../../http/route";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.system.health),
    handler: async () => {
      try {
        await app.dbHandle.ping();
      } catch (error) {
        app.log.error({ err: error }, "health: database ping failed");
        throw appError("SERVICE_UNAVAILABLE", "The database is not reachable");
      }
      return { status: "ok" as const, db: "ok" as const };
    },
  });
};
