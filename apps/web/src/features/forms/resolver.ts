import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";

/** The localized texts a form error can show (namespace `Forms`). */
export type FormErrorTexts = {
  required: string;
  email: string;
  minLength: (min: number) => string;
  maxLength: (max: number) => string;
  phone: string;
  invalid: string;
};

type Issue = {
  code: string;
  path: PropertyKey[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
};

/** What the resolver needs of a zod schema (kept structural so this module imports no zod). */
export type SafeParser = {
  safeParse: (data: unknown) => { success: true } | { success: false; error: { issues: Issue[] } };
};

/**
 * One parser for a payload made of named parts (`{ preferences, availability }`), each
 * checked by its own schema; an issue's path starts with its part's name.
 */
export function combineSchemas(parts: Array<[string, SafeParser]>): SafeParser {
  return {
    safeParse: (data) => {
      const issues = parts.flatMap(([key, schema]) => {
        const result = schema.safeParse((data as Record<string, unknown>)[key]);
        return result.success
          ? []
          : result.error.issues.map((issue) => ({ ...issue, path: [key, ...issue.path] }));
      });
      return issues.length > 0
        ? { success: false as const, error: { issues } }
        : { success: true as const };
    },
  };
}

/** Turns one zod issue into the user's language (never the schema's raw English message). */
export function issueMessage(issue: Issue, value: unknown, texts: FormErrorTexts): string {
  const empty = value === undefined || value === null || String(value).trim() === "";
  if (empty) return texts.required;
  const field = String(issue.path[0] ?? "");
  switch (issue.code) {
    case "too_small":
      return Number(issue.minimum ?? 1) <= 1
        ? texts.required
        : texts.minLength(Number(issue.minimum));
    case "too_big":
      return texts.maxLength(Number(issue.maximum));
    case "invalid_format":
      if (issue.format === "email") return texts.email;
      return /phone/i.test(field) ? texts.phone : texts.invalid;
    default:
      return /email/i.test(field) ? texts.email : texts.invalid;
  }
}

/** The value at a path inside the payload (undefined when absent). */
function valueAt(payload: unknown, path: PropertyKey[]): unknown {
  let current: unknown = payload;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

export type ResolverOptions<V extends FieldValues> = {
  /** Loads the contracts schema on demand (keeps zod out of the page's first load). */
  schema: () => Promise<SafeParser>;
  /** The request body the schema validates, built from the form values. */
  toPayload: (values: V) => unknown;
  texts: FormErrorTexts;
  /** Checks the schema cannot express (e.g. "repeat the password"). */
  extra?: (values: V) => Partial<Record<keyof V & string, string>>;
  /**
   * Checks with a specific message that win over the schema's generic one for the same
   * field (e.g. "the end cannot be before the start").
   */
  refine?: (values: V) => Partial<Record<keyof V & string, string>>;
  /** The form field an issue belongs to (default: the first path segment). */
  fieldOf?: (path: PropertyKey[]) => string;
  /** Our own text for a field the schema refused, instead of the generic one (or undefined). */
  messageOf?: (field: string) => string | undefined;
};

/**
 * A react-hook-form resolver validating with a contracts schema. Issues on fields the
 * form does not show (e.g. a token from the URL) are reported on `root`.
 */
export function contractResolver<V extends FieldValues>({
  schema,
  toPayload,
  texts,
  extra,
  refine,
  fieldOf,
  messageOf,
}: ResolverOptions<V>): Resolver<V> {
  return async (values) => {
    const parser = await schema();
    const payload = toPayload(values);
    const result = parser.safeParse(payload);
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(refine?.(values) ?? {})) {
      if (message) errors[field] = { type: "validate", message: String(message) };
    }
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = fieldOf ? fieldOf(issue.path) : String(issue.path[0] ?? "root");
        const key = field in values ? field : "root";
        if (errors[key]) continue;
        const value = valueAt(payload, issue.path);
        const issueForText = { ...issue, path: [field, ...issue.path.slice(1)] };
        const message = messageOf?.(key) ?? issueMessage(issueForText, value, texts);
        errors[key] = { type: issue.code, message };
      }
    }
    for (const [field, message] of Object.entries(extra?.(values) ?? {})) {
      if (message && !errors[field]) errors[field] = { type: "validate", message: String(message) };
    }
    if (Object.keys(errors).length > 0) {
      return { values: {}, errors: errors as FieldErrors<V> };
    }
    return { values, errors: {} };
  };
}
