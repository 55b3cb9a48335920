import type { RouteDefinition, RouteInput, RouteOutput } from "@encaja/contracts";
import { routeUrl } from "@encaja/contracts/routes/url";
import { parseAnswer } from "./call";
import { takeEarlyBody } from "./early";

/**
 * A query's `initialData` and `initialDataUpdatedAt` from the early script's answer to the same
 * GET, if its body has been read: parsed with the route's schema and mapped as the query's own
 * function maps the answer, dated when it was asked (so the query's staleTime counts from then).
 * Both are functions, run once when the query is first made; without an early body, or with
 * one the schema refuses, the query starts empty and its function asks the API.
 */
export function earlyQueryData<const R extends RouteDefinition, T = RouteOutput<R>>(
  apiUrl: string,
  token: string | null | undefined,
  route: R,
  input: RouteInput<R>,
  map?: (answer: RouteOutput<R>) => T,
) {
  let at = 0;
  return {
    initialData: (): T | undefined => {
      const url = `${apiUrl}${routeUrl(route, input as Parameters<typeof routeUrl>[1])}`;
      const early = takeEarlyBody(url, token);
      if (!early) return undefined;
      try {
        const answer = parseAnswer(route, early.body);
        at = early.at;
        return map ? map(answer) : (answer as T);
      } catch {
        return undefined;
      }
    },
    initialDataUpdatedAt: () => at,
  };
}

/** An infinite query's data made of its first page (the `map` of an early first page). */
export function firstPage<T>(page: T) {
  return { pages: [page], pageParams: [null as string | null] };
}
