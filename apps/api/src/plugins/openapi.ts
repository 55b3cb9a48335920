import {
  type ErrorCode,
  ErrorEnvelope,
  errorStatus,
  isPublicAction,
  namedRoutes,
  permissions,
  type RouteDefinition,
  routeErrors,
} from "@encaja/contracts";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { webhookOperations } from "./openapi-webhooks";

const byMethodAndPath = new Map(namedRoutes.map((n) => [`${n.route.method} ${n.route.path}`, n]));

/** `offers.update` → `offersUpdate`: an identifier every client generator accepts. */
export const operationId = (name: string): string =>
  name.replace(/[.-]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());

/** The route's own description, then who may call it (the permissions table). */
export function operationDescription(route: RouteDefinition): string {
  const allowed = permissions[route.action];
  const who = isPublicAction(route.action)
    ? "Public: no session token needed."
    : `Bearer token required; roles allowed: ${(allowed as readonly string[]).join(", ")}. Ownership of the record is checked as well.`;
  return route.description ? `${route.description}\n\n${who}` : who;
}

// Error envelopes carry further fields for some codes (e.g. `allowed`, `missing`).
const { additionalProperties: _closed, ...envelopeSchema } = z.toJSONSchema(ErrorEnvelope, {
  io: "output",
  target: "draft-2020-12",
});

const envelopeProperties = (envelopeSchema as { properties: Record<string, unknown> }).properties;

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
      {
        ...envelopeSchema,
        properties: { ...envelopeProperties, code: { type: "string", enum: codes } },
        description: `Error envelope; code: ${codes.join(", ")}`,
      },
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
  const named = byMethodAndPath.get(`${[route.method].flat()[0]} ${route.url}`);
  if (!named) return result;
  const contract = named.route;
  const schema = result.schema as {
    response?: Record<string, unknown>;
    operationId?: string;
    description?: string;
  };
  schema.operationId = operationId(named.name);
  schema.description = operationDescription(contract);
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
      webhooks: webhookOperations(),
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: true });
}
