import { describe, expect, it } from "vitest";
import { FrameBudget } from "./frame-budget";

describe("FrameBudget", () => {
  it("allows the burst, then the sustained rate, and calls 3× the burst a flood", () => {
    const budget = new FrameBudget({ perSecond: 10, burst: 30 }, 0);
    const verdicts = Array.from({ length: 30 }, () => budget.take(0));
    expect(verdicts.every((v) => v === "ok")).toBe(true);
    expect(budget.take(0)).toBe("limited");
    expect(budget.take(100)).toBe("ok");
    expect(budget.take(100)).toBe("limited");
    const more = Array.from({ length: 60 }, () => budget.take(200));
    expect(more.at(-1)).toBe("flood");
  });

  it("starts a fresh flood window after the burst window", () => {
    const budget = new FrameBudget({ perSecond: 10, burst: 30 }, 0);
    for (let i = 0; i < 80; i++) budget.take(0);
    expect(budget.take(3_000)).toBe("ok");
  });
});
