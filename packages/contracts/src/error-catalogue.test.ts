import { describe, expect, expectTypeOf, it } from "vitest";
import {
  type ErrorCode,
  type ErrorCodeWithDetails,
  type ErrorDetails,
  ErrorEnvelope,
  errorCatalogue,
  errorCodes,
  errorStatus,
  parseErrorDetails,
} from "./errors";

/** The extra fields each code's envelope carries; the catalogue must know them all. */
const fieldsByCode: Partial<Record<ErrorCode, string[]>> = {
  RATE_LIMITED: ["retryAfterSeconds"],
  ONBOARDING_INCOMPLETE: ["missing"],
  INVALID_TRANSITION: ["status", "allowed"],
  OFFER_NOT_EDITABLE: ["status"],
  OFFER_NOT_OPEN: ["status"],
  OFFER_CLOSED: ["status"],
  ASSESSMENT_COOLDOWN: ["retakeAt"],
  CANDIDATE_EXISTS: ["candidate"],
  CANDIDATE_INVALID_TRANSITION: ["status", "allowed"],
  OVERRIDE_REQUIRED: ["exclusions"],
  STAGES_NOT_APPROVED: ["stages"],
  MATCHING_INTERVIEW_EXISTS: ["matchingInterviewId"],
  MATCHING_INTERVIEW_CLOSED: ["state"],
  INTERVIEW_NOT_STARTED: ["scheduledAt"],
  INTERVIEW_CLOSED: ["status"],
  INTERVIEW_CHANGE_DEADLINE: ["changeableUntil"],
  PLAN_LIMIT_REACHED: ["limit", "plan", "allowed", "used"],
  BUDGET_VERSION_SUPERSEDED: ["currentVersion"],
  RECORD_CHANGED: ["currentVersion"],
};

describe("error catalogue", () => {
  it("has exactly one entry, with one HTTP error status, per code", () => {
    expect(Object.keys(errorCatalogue).sort()).toEqual([...errorCodes].sort());
    for (const code of errorCodes) {
      const { status } = errorCatalogue[code];
      expect(Number.isInteger(status), code).toBe(true);
      expect(status >= 400 && status <= 599, `${code} answers ${status}`).toBe(true);
      expect(errorStatus(code)).toBe(status);
    }
  });

  it("has a details schema exactly for the codes that carry fields, listing those fields", () => {
    for (const code of errorCodes) {
      const schema = errorCatalogue[code].details;
      expect(schema ? Object.keys(schema.shape).sort() : undefined, code).toEqual(
        fieldsByCode[code]?.sort(),
      );
    }
  });

  it("keeps details apart from the envelope's own fields (they are spread next to them)", () => {
    const own = Object.keys(ErrorEnvelope.shape).filter((key) => key !== "retryAfterSeconds");
    for (const code of errorCodes) {
      const fields = Object.keys(errorCatalogue[code].details?.shape ?? {});
      expect(
        fields.filter((field) => own.includes(field)),
        code,
      ).toEqual([]);
    }
  });
});

describe("parseErrorDetails", () => {
  const envelope = {
    statusCode: 409,
    code: "INVALID_TRANSITION",
    message: "An offer cannot go from filled to open",
    status: "filled",
    allowed: [],
  };

  it("reads a code's details from its envelope, without the envelope's own fields", () => {
    expect(parseErrorDetails("INVALID_TRANSITION", envelope)).toEqual({
      status: "filled",
      allowed: [],
    });
  });

  it("answers undefined for another code, a wrong shape or no envelope", () => {
    expect(parseErrorDetails("CANDIDATE_INVALID_TRANSITION", envelope)).toBeUndefined();
    expect(
      parseErrorDetails("INVALID_TRANSITION", { ...envelope, status: "gone" }),
    ).toBeUndefined();
    expect(parseErrorDetails("INVALID_TRANSITION", undefined)).toBeUndefined();
    expect(parseErrorDetails("INVALID_TRANSITION", "INVALID_TRANSITION")).toBeUndefined();
  });

  it("types details by code", () => {
    expectTypeOf<ErrorDetails<"ONBOARDING_INCOMPLETE">>().toEqualTypeOf<{
      missing: (
        | "personalDetails"
        | "professionalDetails"
        | "skills"
        | "experiences"
        | "preferences"
      )[];
    }>();
    expectTypeOf<ErrorDetails<"NOT_FOUND">>().toEqualTypeOf<undefined>();
    expectTypeOf<"NOT_FOUND">().not.toExtend<ErrorCodeWithDetails>();
    expectTypeOf(parseErrorDetails("MATCHING_INTERVIEW_EXISTS", {})).toEqualTypeOf<
      { matchingInterviewId: string } | undefined
    >();
  });
});
