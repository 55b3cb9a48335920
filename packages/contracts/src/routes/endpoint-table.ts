import { isPublicRoute, type RouteDefinition } from "./define";

type PlainEndpoint = {
  method: string;
  path: string;
  public?: true;
  consumes?: RouteDefinition["consumes"];
};

/** A route's endpoint: what `endpoints.ts` holds for it. */
export function endpointOf(route: RouteDefinition): PlainEndpoint {
  return {
    method: route.method,
    path: route.path,
    ...(isPublicRoute(route) ? { public: true as const } : {}),
    ...(route.consumes ? { consumes: route.consumes } : {}),
  };
}

/** The endpoints of a route table, group by group, in the table's order. */
export function endpointTableOf(table: Record<string, Record<string, RouteDefinition>>) {
  return Object.fromEntries(
    Object.entries(table).map(([group, routes]) => [
      group,
      Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, endpointOf(route)])),
    ]),
  );
}

/** `endpoints.ts`: the table's endpoints as TypeScript, typed against the table itself. */
export function endpointsSource(table: Record<string, Record<string, RouteDefinition>>): string {
  return `// Generated from the route table (./index.ts) by \`npm run generate:endpoints\`; do not edit.
// The type annotation makes the compiler check every method and path against the table.
import type { EndpointTable } from "./endpoint";
import type { routes } from "./index";

export const endpoints: EndpointTable<typeof routes> = ${JSON.stringify(endpointTableOf(table))};
`;
}
