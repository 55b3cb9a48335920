import type { RouteDefinition, RouteInput, RouteOutput } from "@encaja/contracts";
import { routeUrl } from "@encaja/contracts/routes/url";
import { apiRequest, apiUpload } from "./client";

/**
 * `call(apiUrl, routes.offers.get, { params: { id } })`: one request to a route of the contracts'
 * table, its answer parsed with the route's response schema. Transport and errors are
 * apiRequest's (an ApiError carrying the envelope).
 */
export type CallOptions = { token?: string | null; signal?: AbortSignal };

/**
 * A page's URL filters as a route's query, passed through as they are (repeated keys become
 * lists): the API validates them and answers 400 VALIDATION for bad ones.
 */
export function queryFromSearchParams<R extends RouteDefinition>(
  _route: R,
  params: URLSearchParams,
): RouteInput<R>["query"] {
  const entries = [...new Set(params.keys())].map((key) => {
    const values = params.getAll(key);
    return [key, values.length === 1 ? values[0] : values] as const;
  });
  return Object.fromEntries(entries) as RouteInput<R>["query"];
}

type CallInputParts = { params?: unknown; query?: unknown; body?: unknown };

/**
 * Parses a success answer. An empty body is the 204 answer; any other answer is parsed with the
 * route's JSON schema (a route has one success shape: the contracts' route test pins it, so
 * the schema of the status that came is that one).
 */
export function parseAnswer<R extends RouteDefinition>(route: R, data: unknown): RouteOutput<R> {
  const statuses = Object.keys(route.response).map(Number);
  if (data === undefined && statuses.includes(204)) return undefined as RouteOutput<R>;
  const status = statuses.find((s) => s !== 204);
  const schema = status === undefined ? undefined : route.response[status];
  if (!schema) throw new Error(`${route.method} ${route.path} has no JSON answer to parse`);
  return schema.parse(data) as RouteOutput<R>;
}

export async function call<const R extends RouteDefinition>(
  apiUrl: string,
  route: R,
  input: RouteInput<R>,
  { token, signal }: CallOptions = {},
): Promise<RouteOutput<R>> {
  const parts = input as CallInputParts;
  return apiRequest(apiUrl, routeUrl(route, parts), {
    method: route.method,
    body: parts.body,
    token,
    signal,
    parse: (data) => parseAnswer(route, data),
  });
}

/**
 * A multipart upload (one file in the field `file`) to a route of the table that consumes
 * multipart/form-data; its answer parsed with the route's response schema.
 */
export async function callUpload<const R extends RouteDefinition>(
  apiUrl: string,
  route: R,
  file: Blob,
  { token, params }: { token?: string | null; params?: RouteInput<R>["params"] } = {},
): Promise<RouteOutput<R>> {
  const data = await apiUpload<unknown>(apiUrl, routeUrl(route, { params }), file, {
    token,
    method: route.method,
  });
  return parseAnswer(route, data);
}
