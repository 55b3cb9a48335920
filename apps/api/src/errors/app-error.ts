import type { ErrorCode } from "@encaja/contracts";

/** The one error type of the API; the error handler maps it to the DESIGN §3 envelope. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode | (string & {}),
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Array<{ path: string; message: string }>,
    public readonly headers?: Record<string, string>,
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (what = "Resource") => new AppError("NOT_FOUND", 404, `${what} not found`);
export const forbidden = () => new AppError("FORBIDDEN", 403, "You are not allowed to do this");
export const authRequired = () => new AppError("AUTH_REQUIRED", 401, "Authentication required");
