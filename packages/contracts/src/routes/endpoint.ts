import type { RouteDefinition, RouteInput, RouteOutput } from "./define";

declare const routeType: unique symbol;

/**
 * What a client needs to call a route: its method, its path, whether it is public and the body
 * it consumes. It carries the route only as a type (its input and answer types), so a client's
 * table of endpoints builds no schema.
 */
export type Endpoint<R extends RouteDefinition = RouteDefinition> = {
  readonly method: R["method"];
  readonly path: R["path"];
  /** Present on routes whose action is public (no bearer needed). */
  readonly public?: true;
  readonly consumes?: RouteDefinition["consumes"];
  readonly [routeType]?: R;
};

/** The route an endpoint calls. */
export type EndpointRoute<E> = E extends Endpoint<infer R> ? R : never;
/** What a caller of the endpoint sends (the route's `RouteInput`). */
export type EndpointInput<E extends Endpoint> = RouteInput<EndpointRoute<E>>;
/** What a caller of the endpoint gets back (the route's `RouteOutput`). */
export type EndpointOutput<E extends Endpoint> = RouteOutput<EndpointRoute<E>>;

/** A route table's endpoints, group by group. */
export type EndpointTable<T> = {
  readonly [G in keyof T]: {
    readonly [N in keyof T[G]]: T[G][N] extends RouteDefinition ? Endpoint<T[G][N]> : never;
  };
};
