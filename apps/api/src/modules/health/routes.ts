import { routes } from "@encaja/contracts";
import { demoSeedProgress, migrationStatus } from "@encaja/db/queries";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { appError } from "../../errors/app-error";
import { fromContract } from "../../http/route";
import { readiness } from "./readiness.service";

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

  app.route({
    ...fromContract(routes.system.live),
    handler: async () => ({ status: "ok" as const }),
  });

  app.route({
    ...fromContract(routes.system.ready),
    handler: async (_request, reply) => {
      const answer = await readiness({
        ping: () => app.dbHandle.ping(),
        migrations: () => migrationStatus(app.db),
        matchIndex: app.matchIndex,
        // Until every app is built with a file store, an app without one skips the check.
        storage: app.files as typeof app.files | undefined,
        shuttingDown: app.inFlight.shuttingDown,
        demoDataProgress: () => demoSeedProgress(app.db),
        demoDataFailed: app.demoData.failed,
        logFailure: (part, error) => app.log.warn({ err: error }, `readiness: ${part} failing`),
      });
      return reply.code(answer.status === "ok" ? 200 : 503).send(answer);
    },
  });
};
