import { isDeepStrictEqual } from "node:util";
import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler as zodSerializer } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";

/**
 * How 2xx answers become JSON (ADR 0048):
 * - `fast`: a serializer compiled from the route's response schema (its JSON Schema through
 *   fast-json-stringify): only the schema's properties are written, so a field a service
 *   forgot to leave out (a hash, an internal note) never leaves; no validation.
 * - `checked`: the zod type provider's serializer: the answer is encoded and validated with
 *   the route's zod schema (a mismatch is a 500), then `JSON.stringify`.
 * - `compare`: both, and a difference between their JSON values (key order aside) is a 500
 *   naming the route: the test suites run this way, so every answer a test sees proves `fast`
 *   writes what zod would.
 */
export type ResponseSerializer = "fast" | "checked" | "compare";

type ZodSchemaOf = Parameters<typeof zodSerializer>[0];

/** The route's zod schema, as the type provider accepts it (`schema` or `{ properties }`). */
function zodSchemaOf(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`Not a zod response schema: ${JSON.stringify(schema)}`);
}

/**
 * fast-json-stringify for a zod schema, or undefined when its JSON Schema cannot describe it
 * (the route keeps the zod serializer). The wire shape is zod's encoded form: `io: "input"`.
 */
export function compileFast(schema: ZodType): ((data: unknown) => string) | undefined {
  try {
    const json = z.toJSONSchema(schema, {
      io: "input",
      target: "draft-7",
      unrepresentable: "throw",
    });
    return fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}

export class SerializerMismatchError extends Error {
  constructor(method: string, url: string, fast: string, checked: string) {
    let at = 0;
    while (at < fast.length && fast[at] === checked[at]) at++;
    const around = (s: string) => JSON.stringify(s.slice(Math.max(0, at - 60), at + 60));
    super(
      `${method} ${url}: the fast serializer's answer differs from zod's at ${at}: ${around(fast)} vs ${around(checked)}`,
    );
  }
}

export function createResponseSerializer(
  mode: ResponseSerializer,
  compile = compileFast,
): FastifySerializerCompiler<ZodSchemaOf> {
  return (route) => {
    const checked = zodSerializer(route as never) as (data: unknown) => string;
    if (mode === "checked") return checked;
    const fast = compile(zodSchemaOf(route.schema));
    if (!fast) return checked;
    if (mode === "fast") return fast;
    return (data) => {
      const expected = checked(data);
      const written = fast(data);
      // fast-json-stringify may write an object's keys in another order (optional ones last).
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new SerializerMismatchError(route.method, route.url, written, expected);
      }
      return written;
    };
  };
}
