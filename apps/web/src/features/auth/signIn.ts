/**
 * The sign-in form's logic, without React or a UI kit: which field errors a login body has,
 * where to go after signing in, the Google sign-in address and the wait after too many tries.
 * The form (LoginForm) is a plain-HTML island on /login and /customers/login (ADR 0040).
 */

import type { Role } from "@encaja/contracts";
import { isSafeCallback, roleHomes } from "@encaja/contracts/pages";
import { type FormErrorTexts, issueMessage, type SafeParser } from "@/features/forms/resolver";
import { serverFieldErrors } from "@/features/forms/serverErrors";
import { ApiError } from "@/lib/api/client";
import { LOGIN_FIELDS, type LoginErrors, type LoginValues } from "./loginFields";

/** The body the API gets: the email trimmed, the password as typed, and the portal. */
export function loginBody(values: LoginValues, portal: "developer" | "customer") {
  return { email: values.email.trim(), password: values.password, portal };
}

/**
 * The login body checked with its contracts schema, each field's first issue in the user's
 * language (the same texts as every contract form: `issueMessage`). Issues on other paths
 * (the portal, which the page sets) show on no field.
 */
export function loginErrors(
  schema: SafeParser,
  values: LoginValues,
  portal: "developer" | "customer",
  texts: FormErrorTexts,
): LoginErrors {
  // The schema validates the values as typed (it trims the email itself), like the other forms.
  const payload = { ...values, portal };
  const result = schema.safeParse(payload);
  const errors: LoginErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field !== "email" && field !== "password") continue;
    if (errors[field]) continue;
    errors[field] = issueMessage(issue, values[field], texts);
  }
  return errors;
}

/**
 * The fields an API validation answer refused (400 VALIDATION with `body.email`...): the API's
 * text in English, the generic "check this field" in Spanish (as the contract forms do).
 */
export function serverLoginErrors(error: unknown, locale: string, invalid: string): LoginErrors {
  if (!(error instanceof ApiError)) return {};
  const found = serverFieldErrors(error.envelope, { email: "email", password: "password" });
  const errors: LoginErrors = {};
  for (const field of LOGIN_FIELDS) {
    const message = found[field];
    if (message) errors[field] = locale === "en" ? message : invalid;
  }
  return errors;
}

/** After signing in: the safe callback if any, else the role's home. */
export function afterSignInPath(role: Role, callback: string | null | undefined): string {
  return callback && isSafeCallback(callback) ? callback : roleHomes[role];
}

/** The `callback` query value when it is a safe same-site path, else null. */
export function safeCallback(value: string | string[] | null | undefined): string | null {
  const single = Array.isArray(value) ? value[0] : value;
  return isSafeCallback(single) ? single : null;
}

/**
 * The portal that takes this account when the one used refused it for being the other kind: a
 * company signing in at the developer portal (E0010, answered only after the password matched)
 * may continue on the customer portal with what it typed. Null for any other failure.
 */
export function portalForAccount(error: unknown, portal: "developer" | "customer") {
  const refusedAsCompany = error instanceof ApiError && error.envelope?.code === "E0010";
  return portal === "developer" && refusedAsCompany ? ("customer" as const) : null;
}

/** Minutes to wait after a 429 with Retry-After (rounded up), else null. */
export function waitMinutes(error: unknown): number | null {
  const seconds = error instanceof ApiError ? error.retryAfterSeconds : null;
  return seconds === null ? null : Math.ceil(seconds / 60);
}

/** `path` with `?callback=` appended when there is one. */
export function withCallback(path: string, callback: string | null): string {
  if (!callback) return path;
  const separator = path.includes("?") ? "&" : "?";
  return `${path}${separator}callback=${encodeURIComponent(callback)}`;
}
