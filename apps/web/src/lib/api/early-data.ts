import type { Endpoint, EndpointInput, EndpointOutput } from "@encaja/contracts";
import { routeUrl } from "@encaja/contracts/routes/url";
import { takeEarlyBody } from "./early";

/**
 * A query's `initialData` and `initialDataUpdatedAt` from the early script's answer to the same
 * GET, if its body has been read: mapped as the query's own function maps the answer, dated when
 * it was asked (so the query's staleTime counts from then). Both are functions, run once when
 * the query is first made; without an early body, or with one `map` cannot read, the query
 * starts empty and its function asks the API.
 */
export function earlyQueryData<const E extends Endpoint, T = EndpointOutput<E>>(
  apiUrl: string,
  token: string | null | undefined,
  route: E,
  input: EndpointInput<E>,
  map?: (answer: EndpointOutput<E>) => T,
) {
  let at = 0;
  return {
    initialData: (): T | undefined => {
      const url = `${apiUrl}${routeUrl(route, input as Parameters<typeof routeUrl>[1])}`;
      const early = takeEarlyBody(url, token);
      if (!early) return undefined;
      try {
        const answer = early.body as EndpointOutput<E>;
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
