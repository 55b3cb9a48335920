import type { Endpoint, EndpointInput, EndpointOutput } from "@encaja/contracts";
import { routeUrl } from "@encaja/contracts/routes/url";
import { ApiError } from "./client";

/**
 * `call` for server components: no token, never cached by Next (every render asks the API,
 * which caches what it can). A failure is an ApiError with the status (no envelope: server
 * pages only branch on the status).
 */
export async function serverCall<const E extends Endpoint>(
  apiUrl: string,
  route: E,
  input: EndpointInput<E>,
): Promise<EndpointOutput<E>> {
  const parts = input as { params?: unknown; query?: unknown; body?: unknown };
  const headers: Record<string, string> = { Accept: "application/json" };
  if (parts.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${apiUrl}${routeUrl(route, parts)}`, {
    method: route.method,
    headers,
    body: parts.body === undefined ? undefined : JSON.stringify(parts.body),
    cache: "no-store",
  });
  if (!response.ok) throw new ApiError(response.status);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as EndpointOutput<E>;
}
