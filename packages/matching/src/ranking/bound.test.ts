import { describe, expect, it } from "vitest";
import type { MatchSpec } from "../offer-spec";
import { MATCH_TUNING } from "../tuning";
import { minSkillQuery, type SkillGroup } from "./bound";

// Only the skill counts matter to the bound: two required skills.
const spec = { required: { count: 2 }, nice: { count: 0 } } as unknown as MatchSpec;
const group = (codes: number[], related: number[], relatedMax: number): SkillGroup => ({
  counting: codes,
  full: codes,
  max: 1,
  required: true,
  related,
  relatedMax,
});
const react = group([10], [20], 0.4);
const sql = group([30], [], 0);

describe("minSkillQuery", () => {
  it("lets a related skill stand in for a skill when its credit reaches the need", () => {
    // Need 1.3 of 2: both skills, or the related one (0.4) with SQL (1).
    expect(minSkillQuery(spec, MATCH_TUNING, [react, sql], 1.3 / 2)).toBe("((10|20)&(30))");
  });

  it("asks for the skill itself when the related credit falls short", () => {
    expect(minSkillQuery(spec, MATCH_TUNING, [react, sql], 1.5 / 2)).toBe("((10)&(30))");
  });

  it("keeps only minimal ways: the related skill is not needed when either skill suffices", () => {
    expect(minSkillQuery(spec, MATCH_TUNING, [react, sql], 0.9 / 2)).toBe("((10))|((30))");
  });

  it("answers 0 when no developer can reach the need, null when any can", () => {
    expect(minSkillQuery(spec, MATCH_TUNING, [react, sql], 1.01)).toBe("0");
    expect(minSkillQuery(spec, MATCH_TUNING, [react, sql], 0)).toBeNull();
  });
});
