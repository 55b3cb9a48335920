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

type SafeParser = {
  safeParse: (data: unknown) => { success: true } | { success: false; error: { issues: Issue[] } };
};

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

type Options<V extends FieldValues> = {
  /** Loads the contracts schema on demand (keeps zod out of the page's first load). */
  schema: () => Promise<SafeParser>;
  /** The request body the schema validates, built from the form values. */
  toPayload: (values: V) => unknown;
  texts: FormErrorTexts;
  /** Checks the schema cannot express (e.g. "repeat the password"). */
  extra?: (values: V) => Partial<Record<keyof V & string, string>>;
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
}: Options<V>): Resolver<V> {
  return async (values) => {
    const parser = await schema();
    const payload = toPayload(values);
    const result = parser.safeParse(payload);
    const errors: Record<string, FieldError> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? "root");
        const key = field in values ? field : "root";
        if (errors[key]) continue;
        const value = (payload as Record<string, unknown> | null)?.[field];
        errors[key] = { type: issue.code, message: issueMessage(issue, value, texts) };
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
