import { randomUUID } from "node:crypto";
import type { Db, DbHandle } from "@encaja/db";
import Fastify, { type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import { registerErrorHandling } from "./errors/handler";
import { healthRoutes } from "./modules/health/routes";
import { registerOpenApi } from "./plugins/openapi";
import { registerSecurity } from "./plugins/security";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbHandle: DbHandle;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export interface BuildAppOptions {
  config: Config;
  db: DbHandle;
  /** pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
}

export async function buildApp({ config, db, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: "127.0.0.1",
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: true,
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("db", db.db);
  app.decorate("dbHandle", db);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  registerErrorHandling(app);
  await registerSecurity(app, config.WEB_URL);
  await registerOpenApi(app, config.API_URL);

  await app.register(healthRoutes);
  return app;
}
