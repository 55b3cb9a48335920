import { z } from "zod";

// The codes are zod-free next door (pages that only test a code import no schema).
import { errorCodes } from "./error-codes";

export {
  errorCodes,
  genericErrorCodes,
  identityErrorCodes,
  isErrorCode,
  VALIDATION_MESSAGE,
} from "./error-codes";

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorEnvelope = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** RATE_LIMITED: seconds to wait before trying again (also sent as Retry-After). */
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

// The catalogue (status and details schema per code) lives next door; it is re-exported here.
export {
  type ErrorCatalogue,
  type ErrorCatalogueEntry,
  type ErrorCodeWithDetails,
  type ErrorDetails,
  errorCatalogue,
  errorStatus,
  parseErrorDetails,
} from "./error-catalogue";
// The messages the web shows for each code live next door; they are re-exported here.
export {
  defaultServerError,
  errorMessages,
  legacyMessageCodes,
  requestFailedSuffix,
  requestReference,
  unknownError,
} from "./error-messages";
