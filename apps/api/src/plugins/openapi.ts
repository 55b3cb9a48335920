import {
  allRoutes,
  type ErrorCode,
  ErrorEnvelope,
  errorStatus,
  type RouteDefinition,
  routeErrors,
} from "@encaja/contracts";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";

const byMethodAndPath = new Map(allRoutes.map((r) => [`${r.method} ${r.path}`, r]));

// Error envelopes carry further fields for some codes (e.g. `allowed`, `missing`).
const { additionalProperties: _closed, ...envelopeSchema } = z.toJSONSchema(ErrorEnvelope, {
  io: "output",
  target: "draft-2020-12",
});

/** The route's error codes grouped by status (error catalogue), one response per status. */
export function errorResponses(route: RouteDefinition): Record<string, Record<string, unknown>> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of routeErrors(route)) {
    const status = errorStatus(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      { ...envelopeSchema, description: `Error envelope; code: ${codes.join(", ")}` },
    ]),
  );
}

/** Answers that are not JSON (redirects, files): a description, and the content type if any. */
function otherResponses(route: RouteDefinition): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    (route.otherAnswers ?? []).map((answer) => [
      String(answer.status),
      {
        description: answer.contentType
          ? `${answer.description} (${answer.contentType})`
          : answer.description,
      },
    ]),
  );
}

const transform: typeof jsonSchemaTransform = (document) => {
  const result = jsonSchemaTransform(document);
  const { route } = document;
  const contract = byMethodAndPath.get(`${[route.method].flat()[0]} ${route.url}`);
  if (!contract) return result;
  const schema = result.schema as { response?: Record<string, unknown> };
  schema.response = {
    ...otherResponses(contract),
    ...schema.response,
    ...errorResponses(contract),
  };
  return result;
};

/** OpenAPI generated from the contracts' route table: UI at /docs, JSON at /docs/json. */
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
    transform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: true });
}
