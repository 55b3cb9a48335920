import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type ErrorCode,
  type ErrorCodeWithDetails,
  type ErrorDetails,
  ErrorEnvelope,
  errorCatalogue,
  errorCodes,
  errorStatus,
  parseErrorDetails,
} from "@encaja/contracts";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type AppError, appError } from "./app-error";
import { registerErrorHandling } from "./handler";

const uuid = "0b7a5c1e-6a43-4c1f-9d7e-2f1a3b4c5d6e";
const at = "2026-11-24T10:00:00.000Z";

/** One valid value per code with details (typed: a new code with details needs one here). */
const sampleDetails: { [C in ErrorCodeWithDetails]: ErrorDetails<C> } = {
  RATE_LIMITED: { retryAfterSeconds: 840 },
  PLAN_LIMIT_REACHED: { limit: "openOffers", plan: "free", allowed: 2, used: 2 },
  BUDGET_VERSION_SUPERSEDED: { currentVersion: 3 },
  RECORD_CHANGED: { currentVersion: 4 },
  ONBOARDING_INCOMPLETE: { missing: ["skills", "preferences"] },
  INVALID_TRANSITION: { status: "filled", allowed: [] },
  OFFER_NOT_EDITABLE: { status: "closed" },
  OFFER_NOT_OPEN: { status: "paused" },
  OFFER_CLOSED: { status: "filled" },
  ASSESSMENT_COOLDOWN: { retakeAt: at },
  CANDIDATE_EXISTS: {
    candidate: {
      id: uuid,
      offerId: uuid,
      developerId: uuid,
      developer: { hashedId: "h4sh", firstName: "Ada", lastName: "Lovelace" },
      status: "suggested_dev",
      statusReason: null,
      note: null,
      origin: "matching_algorithm",
      matchScore: 87,
      overrideReason: null,
      stages: { soft: "pending", hard: "pending", english: "pending" },
      createdBy: null,
      invitedAt: null,
      createdAt: at,
      updatedAt: at,
    },
  },
  CANDIDATE_INVALID_TRANSITION: { status: "working", allowed: ["resignation"] },
  OVERRIDE_REQUIRED: { exclusions: ["not_searching"] },
  STAGES_NOT_APPROVED: { stages: { soft: "approved", hard: "pending" } },
  MATCHING_INTERVIEW_EXISTS: { matchingInterviewId: uuid },
  MATCHING_INTERVIEW_CLOSED: { state: "finished" },
  INTERVIEW_NOT_STARTED: { scheduledAt: at },
  INTERVIEW_CLOSED: { status: "completed" },
  INTERVIEW_CHANGE_DEADLINE: { changeableUntil: at },
};

/** appError with a code only known at run time (the typed signature needs a literal code). */
const anyAppError = appError as (
  code: ErrorCode,
  message: string,
  options?: { details?: unknown; headers?: Record<string, string> },
) => AppError;
const detailsOf = (code: ErrorCode): unknown =>
  (sampleDetails as Partial<Record<ErrorCode, unknown>>)[code];

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  app.get<{ Params: { code: ErrorCode } }>("/errors/:code", async (request) => {
    const { code } = request.params;
    throw anyAppError(code, `A ${code}`, { details: detailsOf(code) });
  });
  await app.ready();
});
afterAll(() => app.close());

describe("the error handler answers every code", () => {
  it.each(errorCodes)("%s: the catalogue status and an envelope its schema reads", async (code) => {
    const res = await app.inject({ url: `/errors/${code}` });
    const body = res.json();
    expect(res.statusCode).toBe(errorStatus(code));
    const envelope = ErrorEnvelope.strict().parse(
      Object.fromEntries(
        Object.entries(body).filter(([k]) => !(k in (errorCatalogue[code].details?.shape ?? {}))),
      ),
    );
    expect(envelope).toEqual({ statusCode: errorStatus(code), code, message: `A ${code}` });
    const schema = errorCatalogue[code].details;
    if (!schema) return;
    expect(ErrorEnvelope.extend(schema.shape).strict().safeParse(body).success).toBe(true);
    expect(parseErrorDetails(code as ErrorCodeWithDetails, body)).toEqual(detailsOf(code));
  });

  it("keeps the field errors and headers of an AppError", async () => {
    const local = Fastify();
    registerErrorHandling(local);
    local.get("/", async () => {
      throw appError("OVERRIDE_REQUIRED", "Hard filters exclude this developer", {
        errors: [{ path: "body.overrideReason", message: "An override reason is required" }],
        headers: { "retry-after": "5" },
        details: { exclusions: ["profile_disapproved"] },
      });
    });
    const res = await local.inject({ url: "/" });
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toEqual({
      statusCode: 400,
      code: "OVERRIDE_REQUIRED",
      message: "Hard filters exclude this developer",
      errors: [{ path: "body.overrideReason", message: "An override reason is required" }],
      exclusions: ["profile_disapproved"],
    });
    await local.close();
  });
});

describe("a request that fails while the server shuts down", () => {
  it("answers 503 SERVICE_UNAVAILABLE (retry), not a 500", async () => {
    const closing = Fastify();
    registerErrorHandling(closing);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    closing.get("/slow", async () => {
      await released;
      throw new Error("Cannot use a pool after calling end on the pool");
    });
    closing.get("/broken", async () => {
      throw new Error("boom");
    });
    await closing.ready();
    expect((await closing.inject({ url: "/broken" })).statusCode).toBe(500);
    const pending = closing.inject({ url: "/slow" });
    await closing.close();
    release();
    const res = await pending;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE", statusCode: 503 });
  });
});

describe("appError", () => {
  it("takes the status from the catalogue", () => {
    for (const code of errorCodes) {
      expect(anyAppError(code, "x", { details: detailsOf(code) }).statusCode).toBe(
        errorStatus(code),
      );
    }
  });

  it("refuses details that do not match the code's schema (outside production)", () => {
    const wrong = [
      () => anyAppError("INVALID_TRANSITION", "x", { details: { status: "gone", allowed: [] } }),
      () => anyAppError("INVALID_TRANSITION", "x"),
      () => anyAppError("OFFER_CLOSED", "x", { details: { status: "closed", extra: 1 } }),
      () => anyAppError("NOT_FOUND", "x", { details: { id: uuid } }),
    ];
    for (const build of wrong) expect(build).toThrow(/catalogue|unknown fields/);
    vi.stubEnv("NODE_ENV", "production");
    try {
      for (const build of wrong) expect(build).not.toThrow();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("types details by code", () => {
    appError("OFFER_CLOSED", "x", { details: { status: "closed" } });
    appError("RATE_LIMITED", "x");
    // @ts-expect-error: INVALID_TRANSITION must say the status and the allowed moves.
    expect(() => appError("INVALID_TRANSITION", "x")).toThrow();
    // @ts-expect-error: the status must be an offer status.
    expect(() => appError("OFFER_CLOSED", "x", { details: { status: "gone" } })).toThrow();
    // @ts-expect-error: NOT_FOUND carries no details.
    expect(() => appError("NOT_FOUND", "x", { details: { id: uuid } })).toThrow();
  });
});

describe("errors are built from the catalogue only", () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const sources = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));

  it("has no hand-built AppError outside app-error.ts (use appError: the status is the catalogue's)", () => {
    const handBuilt = `new ${"AppError"}(`;
    const found = sources
      .filter(
        ({ file, text }) =>
          file !== path.join("errors", "app-error.ts") && text.includes(handBuilt),
      )
      .map(({ file }) => file);
    expect(found).toEqual([]);
  });

  it("writes no error status outside the error handler", () => {
    const handWritten =
      /\b(?:reply|res)\.(?:status|code)\(\s*[45]\d\d\b|\bstatusCode:\s*[45]\d\d\b/;
    const found = sources
      .filter(({ file }) => !file.startsWith(`errors${path.sep}`) && !file.endsWith(".test.ts"))
      .filter(({ text }) => handWritten.test(text))
      .map(({ file }) => file);
    expect(found).toEqual([]);
  });
});
