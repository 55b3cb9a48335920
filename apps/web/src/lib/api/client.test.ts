import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest } from "./client";
import { errorDetails } from "./error-details";

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest errors", () => {
  it("keeps the envelope's extra fields (allowed transitions, missing steps) as sent", async () => {
    const body = {
      statusCode: 409,
      code: "INVALID_TRANSITION",
      message: "Not allowed",
      status: "filled",
      allowed: [],
    };
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status: 409 }));
    const error = await apiRequest<never>("http://api.test", "/offers/x/status").catch(
      (e: unknown) => e as ApiError,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.envelope).toEqual(body);
    expect(await errorDetails(error, "INVALID_TRANSITION")).toEqual({
      status: "filled",
      allowed: [],
    });
  });

  it("has no details when the envelope carries nothing else", async () => {
    const body = { statusCode: 404, code: "NOT_FOUND", message: "Job not found" };
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status: 404 }));
    const error = await apiRequest<never>("http://api.test", "/jobs/x").catch(
      (e: unknown) => e as ApiError,
    );
    expect(error.envelope).toEqual(body);
    expect(await errorDetails(error, "MATCHING_INTERVIEW_EXISTS")).toBeUndefined();
  });

  it("reads the wait of a 429 from the envelope", async () => {
    const body = {
      statusCode: 429,
      code: "RATE_LIMITED",
      message: "Too many requests. Try again later.",
      retryAfterSeconds: 840,
    };
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status: 429 }));
    const error = await apiRequest<never>("http://api.test", "/auth/login").catch(
      (e: unknown) => e as ApiError,
    );
    expect(error.retryAfterSeconds).toBe(840);
    expect(
      new ApiError(429, { statusCode: 429, code: "RATE_LIMITED", message: "x" }).retryAfterSeconds,
    ).toBeNull();
    expect(
      new ApiError(401, { ...body, statusCode: 401, retryAfterSeconds: 5 }).retryAfterSeconds,
    ).toBeNull();
  });
});
