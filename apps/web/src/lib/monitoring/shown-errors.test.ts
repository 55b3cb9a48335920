import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import type { ErrorReport } from "./report";
import { reportShownError } from "./shown-errors";

type State = { pending: ErrorReport[] | null; sink: ((r: ErrorReport) => void) | null };
const sent: ErrorReport[] = [];
const holder = globalThis as { __encajaMonitoring?: State };
let saved: State | undefined;

beforeAll(() => {
  // A browser whose SDK is loaded: reports go straight to the sink. The state object is the
  // one report.ts shares through globalThis (it may already be loaded in this worker).
  vi.stubGlobal("window", {});
  const state = holder.__encajaMonitoring;
  saved = state ? { ...state } : undefined;
  if (state) Object.assign(state, { pending: null, sink: (r: ErrorReport) => sent.push(r) });
});

afterAll(() => {
  if (holder.__encajaMonitoring && saved) Object.assign(holder.__encajaMonitoring, saved);
  vi.unstubAllGlobals();
});

describe("reporting the errors the app shows (ADR 0036)", () => {
  it("an API error carries request id, code and status; a 4xx is a warning; once per error", () => {
    sent.length = 0;
    const error = new ApiError(
      401,
      { statusCode: 401, code: "E00IUC", message: "Invalid credentials" },
      undefined,
      "req-123",
    );
    reportShownError(error);
    reportShownError(error); // a re-render shows it again
    expect(sent).toEqual([
      {
        error,
        level: "warning",
        tags: { requestId: "req-123", code: "E00IUC", status: "401" },
        fingerprint: ["api-error", "E00IUC", "401"],
      },
    ]);
  });

  it("a 5xx, a network failure and a non-API error are errors", () => {
    sent.length = 0;
    reportShownError(new ApiError(500, { statusCode: 500, code: "E0SERV", message: "x" }));
    reportShownError(new ApiError(0));
    reportShownError(new Error("boom"));
    expect(sent.map((r) => [r.level, r.tags])).toEqual([
      ["error", { requestId: "none", code: "E0SERV", status: "500" }],
      ["error", { requestId: "none", code: "NETWORK", status: "0" }],
      ["error", { shown: "unknown" }],
    ]);
  });
});
