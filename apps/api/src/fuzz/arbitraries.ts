import fc from "fast-check";
import { z } from "zod";

/**
 * fast-check arbitraries from the contracts' zod schemas (through their JSON Schema input
 * form): `validFor` makes values the schema should accept, `invalidFor` values it should not.
 * The generator covers what the contracts use (objects, arrays, enums, strings with formats
 * and patterns, numbers with bounds, unions, nullables); anything else becomes null.
 */
type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  } catch {
    return {};
  }
}

const isoDate = fc
  .date({ min: new Date("2000-01-01"), max: new Date("2035-12-31"), noInvalidDate: true })
  .map((d) => d.toISOString());

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, Math.max(minLength, 40));
  switch (s.format) {
    case "uuid":
      return fc.uuid({ version: 4 });
    case "email":
      return fc.emailAddress().filter((e) => e.length <= maxLength);
    case "date":
      return isoDate.map((d) => d.slice(0, 10));
    case "date-time":
      return isoDate;
    case "uri":
    case "url":
      return fc.webUrl();
  }
  if (s.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((v) => v.length >= minLength && v.length <= (s.maxLength ?? 10_000));
    } catch {
      // A pattern fast-check cannot invert: fall through to plain strings.
    }
  }
  return fc.string({ minLength, maxLength, unit: "grapheme" });
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1_000);
  const max = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? 1_000_000);
  const lo = Math.max(min, -1e9);
  const hi = Math.min(max, 1e9);
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.max(lo, hi)) })
    : fc.double({ min: lo, max: Math.max(lo, hi), noNaN: true, noDefaultInfinity: true });
}

export function validFor(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((u) => validFor(u, depth + 1)));
  if (s.allOf?.length) return validFor(s.allOf[0] ?? {}, depth + 1);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validFor({ ...s, type }, depth + 1)));
  }
  switch (types[0]) {
    case "string":
      return stringArbitrary(s);
    case "integer":
      return numberArbitrary(s, true);
    case "number":
      return numberArbitrary(s, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(validFor(s.items ?? {}, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, Math.max(s.minItems ?? 0, 4)),
      });
    case "object": {
      const properties = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties))
        model[key] = validFor(value, depth + 1);
      return fc.record(model, {
        requiredKeys: Object.keys(properties).filter((k) => required.has(k)),
      });
    }
    default:
      return fc.constant(null);
  }
}

/** Values a request should refuse: wrong types, hostile strings, deep or huge shapes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    "",
    " ",
    "'; drop table users; --",
    "../../etc/passwd",
    "%00",
    "\u0000",
    "<script>alert(1)</script>",
    "𝕰𝖓𝖈𝖆𝖏𝖆",
    "9".repeat(400),
    "x".repeat(20_000),
    -1,
    0,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    null,
    [],
    {},
    { __proto__: { admin: true } },
  ),
);

/** An invalid variant of a valid object: a field dropped, retyped or one too many. */
export function mutatedFor(s: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(s.properties ?? {});
  return fc.oneof(
    hostileValue,
    fc
      .tuple(validFor(s), keys.length ? fc.constantFrom(...keys) : fc.constant("x"), hostileValue)
      .map(([value, key, bad]) =>
        value && typeof value === "object" && !Array.isArray(value)
          ? { ...value, [key]: bad }
          : bad,
      ),
    validFor(s).map((value) =>
      value && typeof value === "object" && !Array.isArray(value)
        ? { ...value, unexpectedField: "x" }
        : value,
    ),
  );
}
