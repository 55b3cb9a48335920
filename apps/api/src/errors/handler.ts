import {
  type ErrorCode,
  type ErrorEnvelope,
  errorStatus,
  VALIDATION_MESSAGE,
} from "@encaja/contracts";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { StorageUnavailableError } from "../lib/storage/file-store";
import { redactUrl } from "../plugins/log-redaction";
import { reportUnexpectedError } from "../plugins/monitoring";
import { AppError, appError } from "./app-error";
import { causeChain } from "./cause-chain";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseFailureIn,
  uniqueViolationIn,
} from "./database-unavailable";

function send(reply: FastifyReply, envelope: ErrorEnvelope) {
  return reply.status(envelope.statusCode).type("application/json").send(envelope);
}

function sendAppError(reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  return send(reply, {
    statusCode: error.statusCode,
    code: error.code,
    message: error.message,
    ...(error.errors ? { errors: error.errors } : {}),
    ...(error.details ?? {}),
  });
}

/** Seconds a client waits before retrying while the file storage is unreachable. */
const STORAGE_RETRY_AFTER_SECONDS = 30;

/** The StorageUnavailableError an error is, or was caused by (a few links deep). */
function storageFailureIn(error: unknown): StorageUnavailableError | null {
  for (const link of causeChain(error)) {
    if (link instanceof StorageUnavailableError) return link;
  }
  return null;
}

const databaseFailureMessages = {
  unavailable: "The database is unavailable; try again shortly",
  overloaded: "The database is overloaded; try again shortly",
};

/** An envelope whose status is the catalogue's for `code`. */
const envelopeOf = (code: ErrorCode, message: string): ErrorEnvelope => ({
  statusCode: errorStatus(code),
  code,
  message,
});

const fastifyCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", message: "Request body is too large" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Unsupported Content-Type",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: "BAD_REQUEST",
    message: "Content-Length does not match the body",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "BAD_REQUEST", message: "The JSON body is empty" },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "BAD_REQUEST", message: "The body is not valid JSON" },
};

const clientErrorCodes: Record<number, { code: ErrorCode; message: string }> = {
  404: { code: "NOT_FOUND", message: "Not found" },
  413: { code: "PAYLOAD_TOO_LARGE", message: "Request is too large" },
  415: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Unsupported Content-Type" },
};

/** One place that turns every failure into the ARCHITECTURE §3 envelope. */
export function registerErrorHandling(app: FastifyInstance): void {
  // Once the server is closing, the database may already be closed under a request that ran
  // past the drain: its failure is the shutdown's, answered as one the client can retry.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 503 *_BUSY is load shedding the client retries, not a fault (ADR 0036).
      if (error.statusCode >= 500 && !error.code.endsWith("_BUSY")) {
        reportUnexpectedError(request, error);
      }
      return sendAppError(reply, error);
    }
    if (storageFailureIn(error)) {
      // The disk or bucket is unreachable: an outage to hear about, and a retry for the client.
      request.log.error({ err: error }, "file storage unavailable");
      reportUnexpectedError(request, error);
      return sendAppError(
        reply,
        appError("SERVICE_UNAVAILABLE", "File storage is unavailable; try again shortly", {
          headers: { "retry-after": String(STORAGE_RETRY_AFTER_SECONDS) },
        }),
      );
    }
    if (uniqueViolationIn(error)) {
      // Two requests raced to create the same thing and the database's unique index settled
      // it: the loser gets the conflict a check-then-insert would have given it.
      request.log.info({ err: error }, "unique violation answered as a conflict");
      return send(reply, envelopeOf("CONFLICT", "This already exists; reload and try again"));
    }
    const databaseFailure = databaseFailureIn(error);
    if (databaseFailure) {
      // An outage or overload the operator hears about from the warning and the 503 rate; not a
      // bug to report per request. The client retries.
      request.log.warn({ err: error }, `database ${databaseFailure}`);
      return sendAppError(
        reply,
        appError("SERVICE_UNAVAILABLE", databaseFailureMessages[databaseFailure], {
          headers: { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) },
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? "body";
      return send(reply, {
        ...envelopeOf("VALIDATION", VALIDATION_MESSAGE),
        errors: error.validation.map((v) => ({
          path: [where, ...v.instancePath.split("/").filter(Boolean)].join("."),
          message: v.message ?? "Invalid value",
        })),
      });
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, envelopeOf("RATE_LIMITED", "Too many requests"));
    if (known) return send(reply, envelopeOf(known.code, known.message));
    if (error instanceof SyntaxError && status === 400) {
      return send(reply, envelopeOf("BAD_REQUEST", "Malformed request"));
    }
    // Other client errors of Fastify or its plugins (e.g. multipart limits): the code that has
    // their status in the catalogue, else BAD_REQUEST (each code keeps its one status).
    const byStatus = clientErrorCodes[status];
    if (byStatus) return send(reply, envelopeOf(byStatus.code, byStatus.message));
    if (status >= 400 && status < 500) return send(reply, envelopeOf("BAD_REQUEST", "Bad request"));
    if (closing) {
      request.log.warn({ err: error }, "request failed while shutting down");
      return send(reply, envelopeOf("SERVICE_UNAVAILABLE", "The server is restarting; try again"));
    }
    request.log.error({ err: error }, "unhandled error");
    reportUnexpectedError(request, error);
    return send(reply, envelopeOf("E0SERV", "Internal server error"));
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      reply,
      envelopeOf(
        "NOT_FOUND",
        `Route ${request.method} ${redactUrl(request.url.split("?")[0] ?? "")} not found`,
      ),
    ),
  );
}
