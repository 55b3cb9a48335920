import {
  ErrorEnvelope,
  type RouteDefinition,
  type RouteInput,
  type RouteOutput,
  routeUrl,
} from "@encaja/contracts";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** Who asks: a signed-in user (its bearer headers) and/or extra request headers. */
export interface CallOptions {
  as?: { headers: Record<string, string> };
  headers?: Record<string, string>;
}

/** The error envelope as sent: codes with extra fields (`allowed`, `missing`) keep them. */
export type SentErrorEnvelope = ErrorEnvelope & Record<string, unknown>;

const sentEnvelope = ErrorEnvelope.loose();

/**
 * A route's answer. When its status is one the contract declares (a 2xx, or e.g. readiness'
 * 503), `body` is parsed with that status's schema, so an answer off the contract fails the
 * test. Any other answer must be the error envelope: then `error` holds it (and `body` too, as
 * sent; it is typed as the declared answer because a test reads it only after checking `status`).
 * `response` is the raw answer: for headers, and for what the wire carried before parsing
 * stripped unknown fields.
 */
export interface CallAnswer<R extends RouteDefinition> {
  status: number;
  body: RouteOutput<R>;
  error: SentErrorEnvelope | undefined;
  response: LightMyRequestResponse;
}

function parseAnswer<R extends RouteDefinition>(
  route: R,
  response: LightMyRequestResponse,
): CallAnswer<R> {
  const status = response.statusCode;
  const what = `${route.method} ${route.path} answered ${status}`;
  const schema = route.response[status];
  if (schema) {
    const body = (status === 204 ? undefined : schema.parse(response.json())) as RouteOutput<R>;
    return { status, body, error: undefined, response };
  }
  if (status < 300) throw new Error(`${what}, a status its contract does not declare`);
  if (status < 400) throw new Error(`${what}: not JSON, read it with a raw inject`);
  const envelope = sentEnvelope.safeParse(response.json());
  if (!envelope.success) throw new Error(`${what} without an error envelope: ${response.body}`);
  return { status, body: envelope.data as RouteOutput<R>, error: envelope.data, response };
}

/**
 * One request to a route of the contracts' table: path params, query and JSON body come from
 * `input` (typed by the route's schemas), the URL from the shared `routeUrl`.
 */
export async function callRoute<const R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  input: RouteInput<R>,
  { as, headers }: CallOptions = {},
): Promise<CallAnswer<R>> {
  const parts = input as { params?: unknown; query?: unknown; body?: unknown };
  const response = await app.inject({
    method: route.method,
    url: routeUrl(route, parts),
    headers: { ...as?.headers, ...headers },
    ...(parts.body === undefined ? {} : { payload: parts.body as object }),
  });
  return parseAnswer(route, response);
}

/** Checks an answer the contract declares (of `status`, when given) and returns its parsed body. */
export function expectOk<R extends RouteDefinition>(
  answer: CallAnswer<R>,
  status?: number,
): RouteOutput<R> {
  if (status !== undefined) expect(answer.status, answer.response.body).toBe(status);
  if (answer.error)
    throw new Error(`Expected success, got ${answer.status}: ${answer.response.body}`);
  return answer.body;
}

/** Checks an error answer's status (and code, when given) and returns its envelope. */
export function expectError<R extends RouteDefinition>(
  answer: CallAnswer<R>,
  status: number,
  code?: string,
): SentErrorEnvelope {
  expect(answer.status, answer.response.body).toBe(status);
  if (!answer.error) throw new Error(`Expected an error, got ${answer.status}`);
  if (code !== undefined) expect(answer.error.code).toBe(code);
  return answer.error;
}

/** A route's query as a caller writes it (for helpers that take filters). */
export type QueryOf<R extends RouteDefinition> = RouteInput<R>["query"];

/** A route's JSON body as a caller writes it (for helpers that take one). */
export type BodyOf<R extends RouteDefinition> = RouteInput<R>["body"];
