import {
  exampleInstant,
  webhookEventExamples,
  webhookEventSchemas,
  webhookEventSummaries,
  webhookEventTypes,
} from "@encaja/contracts";
import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import { z } from "zod";

type OpenApiDocument = NonNullable<FastifyDynamicSwaggerOptions["openapi"]>;
/** The 3.1 document's `webhooks` map. */
type Webhooks = NonNullable<Extract<OpenApiDocument, { webhooks?: unknown }>["webhooks"]>;

/** `candidate.status_changed` → `webhookCandidateStatusChanged`. */
const webhookOperationId = (type: string) =>
  `webhook${type.replace(/(^|[._])([a-z])/g, (_, _sep: string, c: string) => c.toUpperCase())}`;

const header = (name: string, description: string, example: string) => ({
  name,
  in: "header",
  required: true,
  description,
  schema: { type: "string" },
  example,
});

/** The Standard Webhooks headers every delivery carries. */
const standardWebhooksHeaders = [
  header(
    "webhook-id",
    "The event's id (`msg_…`), the same on every attempt: use it to ignore a repeat.",
    "msg_2b7fX1c9QnZ0aVd3Lk8sYp4t",
  ),
  header(
    "webhook-timestamp",
    "Unix seconds of this attempt; refuse one more than 5 minutes from your clock.",
    String(Math.floor(Date.parse(exampleInstant) / 1000)),
  ),
  header(
    "webhook-signature",
    'Space-separated `v1,<base64>` signatures: HMAC-SHA256, keyed by the base64 part of the endpoint\'s `whsec_` secret, of `"{webhook-id}.{webhook-timestamp}.{body}"`. Two while a rotated secret is still valid.',
    "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
  ),
];

const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: "output",
    target: "draft-2020-12",
  }) as Record<string, unknown>;
  return rest;
};

/**
 * The OpenAPI 3.1 `webhooks` section: one POST per event type, its body's schema generated from
 * the contracts (the same zod schemas the API checks each event against), with an example.
 */
export function webhookOperations(): Webhooks {
  const operations = Object.fromEntries(
    webhookEventTypes.map((type) => [
      type,
      {
        post: {
          operationId: webhookOperationId(type),
          summary: webhookEventSummaries[type],
          description: `Sent to the company's endpoints subscribed to \`${type}\`. The body is \`{type, timestamp, data}\`; \`data\` is the ${type} payload. See docs/integrations.md for verifying the signature, retries and ordering.`,
          tags: ["webhook events"],
          parameters: standardWebhooksHeaders,
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: jsonSchema(webhookEventSchemas[type]),
                example: { type, timestamp: exampleInstant, data: webhookEventExamples[type] },
              },
            },
          },
          responses: {
            "2XX": {
              description:
                "Received. Answer within 10 seconds; any other answer (redirects included), or none, is retried later.",
            },
          },
        },
      },
    ]),
  );
  return operations as Webhooks;
}
