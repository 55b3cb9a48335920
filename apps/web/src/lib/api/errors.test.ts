import {
  type CandidateStatus,
  defaultServerError,
  errorCodes,
  errorMessages,
  unknownError,
  VALIDATION_MESSAGE,
} from "@encaja/contracts";
import { describe, expect, expectTypeOf, it } from "vitest";
import { ApiError } from "./client";
import { errorDetails } from "./error-details";
import { apiErrorMessage, codeMessage } from "./errors";

const locales = ["es", "en"] as const;
const envelope = (statusCode: number, code: string, message = "Something happened") =>
  new ApiError(statusCode, { statusCode, code, message });

describe("apiErrorMessage", () => {
  for (const locale of locales) {
    describe(locale, () => {
      for (const code of errorCodes.filter((c) => c !== "VALIDATION")) {
        it(`maps ${code} to its catalogue message`, () => {
          expect(apiErrorMessage(envelope(409, code), locale)).toBe(errorMessages[code][locale]);
        });
      }

      it("maps VALIDATION to the errors list", () => {
        const error = new ApiError(400, {
          statusCode: 400,
          code: "VALIDATION",
          message: VALIDATION_MESSAGE,
          errors: [
            { path: "email", message: "Invalid email" },
            { path: "", message: "Too short" },
          ],
        });
        expect(apiErrorMessage(error, locale)).toBe("email: Invalid email\nToo short");
      });

      it("maps the generic validation message to the errors list whatever the code", () => {
        const error = new ApiError(422, {
          statusCode: 422,
          code: "SOMETHING",
          message: VALIDATION_MESSAGE,
          errors: [{ path: "password", message: "Too weak" }],
        });
        expect(apiErrorMessage(error, locale)).toBe("password: Too weak");
      });

      it("falls back to the status line for a validation failure without a list", () => {
        const error = new ApiError(400, {
          statusCode: 400,
          code: "VALIDATION",
          message: VALIDATION_MESSAGE,
        });
        expect(apiErrorMessage(error, locale)).toBe(
          locale === "es" ? "400 Error en la solicitud" : "400 Request failed",
        );
      });

      it("maps the legacy 'Registration failed' message like E00UAR", () => {
        expect(apiErrorMessage(envelope(400, "WHATEVER", "Registration failed"), locale)).toBe(
          errorMessages.E00UAR[locale],
        );
      });

      it("shows the default server error when no answer arrived", () => {
        const error = new ApiError(0, undefined, new TypeError("Failed to fetch"));
        expect(apiErrorMessage(error, locale)).toBe(defaultServerError[locale]);
      });

      it("shows the default server error when the answer had no error body", () => {
        expect(apiErrorMessage(new ApiError(502), locale)).toBe(defaultServerError[locale]);
      });

      it("shows the default server error with the request id for a code it does not know", () => {
        const error = new ApiError(
          418,
          { statusCode: 418, code: "TEAPOT", message: "I'm a teapot" },
          undefined,
          "req-123",
        );
        expect(apiErrorMessage(error, locale)).toBe(
          locale === "es"
            ? "Error del servidor. Inténtalo más tarde. (Referencia: req-123)"
            : "Server error. Please try again later. (Reference: req-123)",
        );
        expect(apiErrorMessage(envelope(418, "TEAPOT"), locale)).toBe(defaultServerError[locale]);
      });

      it("adds the request id to a server failure, known code or none", () => {
        const failed = new ApiError(
          500,
          { statusCode: 500, code: "E0SERV", message: "Internal error" },
          undefined,
          "req-500",
        );
        const reference = locale === "es" ? "(Referencia: req-500)" : "(Reference: req-500)";
        expect(apiErrorMessage(failed, locale)).toBe(
          `${errorMessages.E0SERV[locale]} ${reference}`,
        );
        const bare = new ApiError(502, undefined, undefined, "req-500");
        expect(apiErrorMessage(bare, locale)).toBe(`${defaultServerError[locale]} ${reference}`);
        // A client error the catalogue names needs no reference.
        const refused = new ApiError(
          401,
          { statusCode: 401, code: "E00IUC", message: "Wrong" },
          undefined,
          "req-401",
        );
        expect(apiErrorMessage(refused, locale)).toBe(errorMessages.E00IUC[locale]);
      });

      it("shows 'Error desconocido' / 'Unknown error' for anything else", () => {
        for (const thrown of [new Error("boom"), "oops", undefined, null, { code: "E00IUC" }]) {
          expect(apiErrorMessage(thrown, locale)).toBe(unknownError[locale]);
        }
        expect(unknownError[locale]).toBe(locale === "es" ? "Error desconocido" : "Unknown error");
      });
    });
  }

  it("has a Spanish and an English message for every catalogue code", () => {
    for (const code of errorCodes) {
      expect(errorMessages[code].es.length).toBeGreaterThan(0);
      expect(errorMessages[code].en.length).toBeGreaterThan(0);
      expect(errorMessages[code].es).not.toBe(errorMessages[code].en);
    }
  });
});

describe("codeMessage", () => {
  it("maps a code from a URL, and anything else to the server error", () => {
    expect(codeMessage("E00GAF", "es")).toBe(errorMessages.E00GAF.es);
    expect(codeMessage("E0ARWP", "en")).toBe(errorMessages.E0ARWP.en);
    expect(codeMessage("<script>", "es")).toBe(defaultServerError.es);
    expect(codeMessage(undefined, "en")).toBe(defaultServerError.en);
  });
});

describe("errorDetails", () => {
  const transition = (code: string, extra: Record<string, unknown>) =>
    new ApiError(409, { statusCode: 409, code, message: "Not allowed", ...extra });

  it("reads a code's extra fields, typed by its catalogue schema", async () => {
    const error = transition("CANDIDATE_INVALID_TRANSITION", {
      status: "working",
      allowed: ["resignation"],
    });
    const details = await errorDetails(error, "CANDIDATE_INVALID_TRANSITION");
    expect(details).toEqual({ status: "working", allowed: ["resignation"] });
    expectTypeOf(details).toEqualTypeOf<
      { status: CandidateStatus; allowed: CandidateStatus[] } | undefined
    >();
  });

  it("answers undefined for another code, a shape the schema refuses or no API error", async () => {
    const offer = transition("INVALID_TRANSITION", { status: "filled", allowed: [] });
    expect(await errorDetails(offer, "CANDIDATE_INVALID_TRANSITION")).toBeUndefined();
    const wrong = transition("INVALID_TRANSITION", { status: "filled", allowed: "open" });
    expect(await errorDetails(wrong, "INVALID_TRANSITION")).toBeUndefined();
    expect(await errorDetails(new ApiError(0), "INVALID_TRANSITION")).toBeUndefined();
    expect(await errorDetails(new Error("boom"), "INVALID_TRANSITION")).toBeUndefined();
  });
});
