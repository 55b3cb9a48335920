import type { Endpoint, EndpointInput, EndpointOutput } from "@encaja/contracts";
import { routeUrl } from "@encaja/contracts/routes/url";
import { apiRequest, apiUpload } from "./client";

export type CallOptions = { token?: string | null; signal?: AbortSignal };

/**
 * A page's URL filters as a route's query, passed through as they are (repeated keys become
 * lists): the API validates them and answers 400 VALIDATION for bad ones.
 */
export function queryFromSearchParams<E extends Endpoint>(
  _route: E,
  params: URLSearchParams,
): EndpointInput<E>["query"] {
  const entries = [...new Set(params.keys())].map((key) => {
    const values = params.getAll(key);
    return [key, values.length === 1 ? values[0] : values] as const;
  });
  return Object.fromEntries(entries) as EndpointInput<E>["query"];
}

type CallInputParts = { params?: unknown; query?: unknown; body?: unknown };

/**
 * `call(apiUrl, routes.offers.get, { params: { id } })`: one request to an endpoint of the API,
 * its answer typed as the route's. The answer is not parsed again here (decision 0075): the API
 * writes it from the route's schema. Transport and errors are apiRequest's (an ApiError carrying
 * the envelope).
 */
export function call<const E extends Endpoint>(
  apiUrl: string,
  route: E,
  input: EndpointInput<E>,
  { token, signal }: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const parts = input as CallInputParts;
  return apiRequest<EndpointOutput<E>>(apiUrl, routeUrl(route, parts), {
    method: route.method,
    body: parts.body,
    token,
    signal,
  });
}

/** A multipart upload (one file in the field `file`) to an endpoint that consumes multipart/form-data. */
export function callUpload<const E extends Endpoint>(
  apiUrl: string,
  route: E,
  file: Blob,
  { token, params }: { token?: string | null; params?: EndpointInput<E>["params"] } = {},
): Promise<EndpointOutput<E>> {
  return apiUpload<EndpointOutput<E>>(apiUrl, routeUrl(route, { params }), file, {
    token,
    method: route.method,
  });
}
