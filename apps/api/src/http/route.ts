import { isPublicRoute, type RouteDefinition } from "@encaja/contracts";
import type { FastifyContextConfig } from "fastify";

type Field<R, K extends string> = R extends { [P in K]: infer S } ? S : undefined;

/** Fastify's `schema` for a contract route; the zod type provider types handlers from it. */
export type ContractSchema<R extends RouteDefinition> = {
  summary: string;
  tags: string[];
  security?: Array<Record<string, string[]>>;
  consumes?: string[];
  deprecated?: boolean;
  params: Field<R, "params">;
  querystring: Field<R, "query">;
  body: Field<R, "body">;
  response: R["response"];
};

/** Route `config` keys besides the action, which always comes from the table. */
export type ExtraRouteConfig = Omit<FastifyContextConfig, "action">;

/**
 * Method, URL, schema and `config.action` of a route of the contracts' table, to spread into
 * `app.route({ ...fromContract(routes.x.y), handler })`. Error answers are documented by the
 * OpenAPI transform (plugins/openapi.ts), not here: a zod schema for them would also reshape
 * the error envelopes the API sends.
 */
export function fromContract<const R extends RouteDefinition>(
  route: R,
  { config }: { config?: ExtraRouteConfig } = {},
) {
  const schema = {
    summary: route.summary,
    tags: [...route.tags],
    ...(isPublicRoute(route) ? {} : { security: [{ bearer: [] }] }),
    ...(route.consumes ? { consumes: [route.consumes] } : {}),
    ...(route.deprecated ? { deprecated: true } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(Object.keys(route.response).length > 0 ? { response: route.response } : {}),
  } as ContractSchema<R>;
  return {
    method: route.method as R["method"],
    url: route.path as R["path"],
    schema,
    config: { ...config, action: route.action } as FastifyContextConfig,
  };
}
