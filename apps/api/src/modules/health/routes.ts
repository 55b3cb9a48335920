import { HealthResponse } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { appError } from "../../errors/app-error";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness with a real database round trip",
        response: { 200: HealthResponse },
      },
      config: { action: "system.health" },
    },
    async () => {
      try {
        await app.dbHandle.ping();
      } catch (error) {
        app.log.error({ err: error }, "health: database ping failed");
        throw appError("SERVICE_UNAVAILABLE", "The database is not reachable");
      }
      return { status: "ok" as const, db: "ok" as const };
    },
  );
};
