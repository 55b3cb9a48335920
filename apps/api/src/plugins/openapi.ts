import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the contracts' zod schemas: UI at /docs, JSON at /docs/json. */
export async function registerOpenApi(app: FastifyInstance, apiUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Encaja API",
        description:
          "Developer hiring and matching platform. Errors use the envelope {statusCode, code, message, errors?}.",
        version: "0.1.0",
      },
      servers: [{ url: apiUrl }],
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: true });
}
