import { describe, expect, it } from "vitest";
import { testOnlyOptions } from "./test-only-options";

describe("the compiled server's test-only options (ADR 0052)", () => {
  it("are off unless an ENCAJA_TEST_* variable turns one on, each with a warning", () => {
    expect(testOnlyOptions({})).toEqual({ options: {}, warnings: [] });
    expect(
      testOnlyOptions({ ENCAJA_FAULT_INJECTION: "1", RESPONSE_SERIALIZER: "compare" }),
    ).toEqual({ options: {}, warnings: [] });
    const on = testOnlyOptions({
      ENCAJA_TEST_FAULT_INJECTION: "1",
      ENCAJA_TEST_COMPARE_SERIALIZERS: "1",
      ENCAJA_TEST_JOBS_FIRST_DELAY_MS: "2000",
    });
    expect(on.options).toEqual({
      faultInjection: true,
      responseSerializer: "compare",
      jobsFirstDelayMs: 2000,
    });
    expect(on.warnings).toHaveLength(3);
  });

  it("ignores a first delay that is not a whole number of milliseconds", () => {
    for (const bad of ["-1", "1.5", "soon", ""]) {
      expect(testOnlyOptions({ ENCAJA_TEST_JOBS_FIRST_DELAY_MS: bad }).options, bad).toEqual({});
    }
  });
});
