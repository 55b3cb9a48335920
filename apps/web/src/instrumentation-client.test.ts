import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./instrumentation-client";

describe("instrumentation-client", () => {
  it("turns on zod's jitless mode without importing zod (no eval probe under the CSP)", () => {
    expect(z.config().jitless).toBe(true);
  });
});
