import type { RouteDefinition } from "./define";

/** The parts of a call that shape its URL (a route input's `params` and `query`). */
export type RouteUrlParts = { params?: unknown; query?: unknown };

/**
 * The route's path with its params filled in (encoded), plus the query string. Every caller of
 * the table builds URLs here: the web client, the API tests and the browser suite's set-up.
 */
export function routeUrl(
  route: Pick<RouteDefinition, "method" | "path">,
  { params, query }: RouteUrlParts = {},
): string {
  const path = route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) {
      throw new Error(`${route.method} ${route.path}: missing path parameter '${name}'`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query as Record<string, unknown>) ?? {})) {
    // The API reads repeated keys as a list (`?skills=a&skills=b`, contracts' csvList).
    for (const item of [value].flat()) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
