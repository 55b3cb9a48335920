import { z } from "zod";
import type { ErrorCode } from "../errors";
import { isForbiddenToApiKeys, isReadMethod } from "../integrations/api-keys";
import { type Action, isPublicAction } from "../permissions";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** An answer that is not JSON (a redirect, a file): documented, never parsed. */
export interface OtherAnswer {
  status: number;
  description: string;
  /** The content type of the body, when there is one (e.g. "image/webp"). */
  contentType?: string;
}

/**
 * One API endpoint, declared once (ARCHITECTURE: route table). The API registers it, the web
 * calls it with `call(route, input)` and OpenAPI documents it, all from this object.
 */
export interface RouteDefinition {
  method: HttpMethod;
  /** Fastify form: "/offers/:id". */
  path: string;
  /** The permissions-table action; a public action makes the route public (no bearer). */
  action: Action;
  /** One short English sentence: the OpenAPI summary. */
  summary: string;
  /** Behaviour an integrator could not guess from the summary (OpenAPI description). */
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body. Multipart routes have none: they name `consumes` instead. */
  body?: z.ZodType;
  /** The JSON answers by status, as in Fastify's `schema.response` (204: `noContent`). */
  response: Readonly<Record<number, z.ZodType>>;
  /** Codes this route may answer besides the implicit ones (see `implicitErrors`). */
  errors: readonly ErrorCode[];
  consumes?: "multipart/form-data";
  /** Answers that are not JSON: redirects and file downloads. */
  otherAnswers?: readonly OtherAnswer[];
  deprecated?: boolean;
}

/** Typed identity: keeps the literal method/path and the exact schemas of each route. */
export const defineRoute = <const R extends RouteDefinition>(route: R): R => route;

/** The body of a 204 answer. */
export const noContent = z.null();

/** Answers of a create that may find what it would create: 201 when new, 200 when it existed. */
export const createdOrExisting = <const S extends z.ZodType>(schema: S) =>
  ({ 200: schema, 201: schema }) as const;

/** Answers of a read of something that may not be set yet: 200 with it, 204 while unset. */
export const orNoContent = <const S extends z.ZodType>(schema: S) =>
  ({ 200: schema, 204: noContent }) as const;

/** Codes any route may answer (request framing, validation, rate limits, server failure). */
export const everyRouteErrors = [
  "VALIDATION",
  "BAD_REQUEST",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "E0SERV",
] as const satisfies readonly ErrorCode[];

/** Codes any protected (non-public) route may answer: the permissions hook. */
export const protectedRouteErrors = [
  "AUTH_REQUIRED",
  "FORBIDDEN",
] as const satisfies readonly ErrorCode[];

export const isPublicRoute = (route: RouteDefinition): boolean => isPublicAction(route.action);

/** What the API-key checks may answer on a route (ADR 0057): refused outright, or refused to read-only keys. */
function apiKeyErrors(route: RouteDefinition): readonly ErrorCode[] {
  if (isForbiddenToApiKeys(route.action)) return ["API_KEY_NOT_ALLOWED"];
  return isReadMethod(route.method) ? [] : ["API_KEY_READ_ONLY"];
}

/** The codes a route can answer although its `errors` do not list them. */
export function implicitErrors(route: RouteDefinition): readonly ErrorCode[] {
  const base = isPublicRoute(route)
    ? everyRouteErrors
    : [...everyRouteErrors, ...protectedRouteErrors];
  return [...base, ...apiKeyErrors(route)];
}

/** Every code a route can answer: the implicit ones, then its own, without repeats. */
export const routeErrors = (route: RouteDefinition): ErrorCode[] => [
  ...new Set([...implicitErrors(route), ...route.errors]),
];

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type Part<R, K extends "params" | "query" | "body"> = R extends { [P in K]: z.ZodType }
  ? undefined extends SchemaInput<R[K]>
    ? { [P in K]?: SchemaInput<R[K]> }
    : { [P in K]: SchemaInput<R[K]> }
  : { [P in K]?: undefined };

/** What a caller sends: `{ params, query, body }` typed from the route's schemas (z.input). */
export type RouteInput<R extends RouteDefinition> = Part<R, "params"> &
  Part<R, "query"> &
  Part<R, "body">;

/** What a caller gets back (z.output of the schema of the status that came; 204: undefined). */
export type RouteOutput<R extends RouteDefinition> = {
  [S in keyof R["response"]]: S extends 204 ? undefined : z.output<R["response"][S]>;
}[keyof R["response"]];
