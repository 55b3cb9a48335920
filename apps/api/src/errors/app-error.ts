import {
  type ErrorCode,
  type ErrorDetails,
  errorCatalogue,
  errorStatus,
  VALIDATION_MESSAGE,
} from "@encaja/contracts";
import { z } from "zod";

export type FieldError = { path: string; message: string };

/** `details` is required when the code's schema has a required field, absent when it has none. */
type DetailsOption<C extends ErrorCode> = [ErrorDetails<C>] extends [undefined]
  ? { details?: undefined }
  : // biome-ignore lint/complexity/noBannedTypes: "every field optional" is exactly `{}`.
    {} extends ErrorDetails<C>
    ? { details?: ErrorDetails<C> }
    : { details: ErrorDetails<C> };

export type AppErrorOptions<C extends ErrorCode> = {
  /** Field errors, as in a VALIDATION answer. */
  errors?: FieldError[];
  headers?: Record<string, string>;
} & DetailsOption<C>;

type OptionsArgument<C extends ErrorCode> =
  // biome-ignore lint/complexity/noBannedTypes: see DetailsOption.
  {} extends AppErrorOptions<C> ? [options?: AppErrorOptions<C>] : [options: AppErrorOptions<C>];

/**
 * The one error type of the API; the error handler maps it to the ARCHITECTURE §3 envelope, with
 * `details` spread next to its fields. Build it with {@link appError}: the status comes from the
 * error catalogue, never from the throw site.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;
  readonly details?: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: {
      errors?: FieldError[];
      headers?: Record<string, string>;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = errorStatus(code);
    this.errors = options.errors;
    this.headers = options.headers;
    this.details = options.details;
  }
}

/** Outside production, details that do not match the catalogue fail loudly (and so do tests). */
function assertCatalogueDetails(code: ErrorCode, details: Record<string, unknown> | undefined) {
  const schema: z.ZodObject | undefined = errorCatalogue[code].details;
  if (!schema) {
    if (details !== undefined) throw new Error(`${code} carries no details in the catalogue`);
    return;
  }
  const result = schema.safeParse(details ?? {});
  if (!result.success) {
    throw new Error(
      `${code} details do not match the catalogue:\n${z.prettifyError(result.error)}`,
    );
  }
  const unknown = Object.keys(details ?? {}).filter((key) => !(key in schema.shape));
  if (unknown.length > 0) throw new Error(`${code} details have unknown fields: ${unknown}`);
}

/** An API error: `code`'s status from the catalogue, its details typed by the code's schema. */
export function appError<C extends ErrorCode>(
  code: C,
  message: string,
  ...[options]: OptionsArgument<C>
): AppError {
  const details = options?.details as Record<string, unknown> | undefined;
  if (process.env.NODE_ENV !== "production") assertCatalogueDetails(code, details);
  return new AppError(code, message, {
    errors: options?.errors,
    headers: options?.headers,
    details,
  });
}

/** 400 VALIDATION with the generic message and its field errors (ARCHITECTURE §3). */
export const validationError = (errors: FieldError[]) =>
  appError("VALIDATION", VALIDATION_MESSAGE, { errors });

/** The same for one field: `path` as the request schema names it, e.g. `body.stackId`. */
export const invalidField = (path: string, message: string) => validationError([{ path, message }]);

export const notFound = (what = "Resource") => appError("NOT_FOUND", `${what} not found`);
export const forbidden = () => appError("FORBIDDEN", "You are not allowed to do this");
export const authRequired = () => appError("AUTH_REQUIRED", "Authentication required");
