import { skillLevels } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import {
  MATCH_TUNING,
  MATCH_WEIGHTS,
  modalityMaskOf,
  rankDevelopers,
  SCORE_TERMS,
  skillCode,
  skillCodeSets,
} from "@encaja/matching";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { seedTestCatalog } from "../../testing/developers";
import { createMatchDeveloper, type MatchDeveloperInput } from "../../testing/matching";
import { createTestOffer } from "../../testing/offers";
import { exclusionsOf } from "./explain";
import { loadMatchSpec } from "./matching.service";

describe("weights and encodings (pure)", () => {
  it("weights are points out of 100, and the tuning applies exactly them", () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(MATCH_TUNING.weights).toEqual(MATCH_WEIGHTS);
    const largest = Math.max(...Object.values(MATCH_WEIGHTS));
    expect(MATCH_WEIGHTS.skills).toBe(largest);
  });

  it("encodes a skill need as full, one-below and two-below code sets", () => {
    const medium = skillLevels.indexOf("medium_use");
    expect(skillCodeSets({ num: 7, minLevel: medium, required: true })).toEqual({
      full: [skillCode(7, 4), skillCode(7, 5)],
      near1: [skillCode(7, 3)],
      near2: [skillCode(7, 2)],
    });
    expect(skillCodeSets({ num: 2, minLevel: 0, required: true }).full).toHaveLength(6);
    expect(skillCodeSets({ num: 2, minLevel: 1, required: true })).toEqual({
      full: [17, 18, 19, 20, 21],
      near1: [],
      near2: [],
    });
  });

  it("encodes modalities as bits", () => {
    expect(modalityMaskOf(["remote"])).toBe(1);
    expect(modalityMaskOf(["hybrid", "on_site"])).toBe(12);
  });
});

// Each criterion against the real SQL: the test offer asks for Node.js ≥ medium (required),
// PostgreSQL ≥ low (nice), backend on node_react, semi_senior–senior, English ≥ B1, remote,
// AR or MX, budget up to 4,500 USD/month.
let t: TestApp;
let offerId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalog(t.db.db);
  offerId = (await createTestOffer(t.db.db)).id;
});
afterAll(() => t.close());

/** The offer's score row for one developer (excluded ones included). */
async function scoreOf(developerId: string) {
  const { spec } = await loadMatchSpec(t.db.db, offerId);
  const [row] = await rankDevelopers(t.db.db, {
    spec,
    tuning: MATCH_TUNING,
    includeExcluded: true,
    limit: 1,
    developerIds: [developerId],
  });
  return row!;
}

async function scored(input: MatchDeveloperInput) {
  const dev = await createMatchDeveloper(t.db.db, input);
  return { ...(await scoreOf(dev.developerId)), developerId: dev.developerId };
}
const close = (value: number, expected: number) => expect(Number(value)).toBeCloseTo(expected, 3);

describe("criterion: skills (weight 36)", () => {
  it("full coverage of required and nice skills is 1", async () => {
    close(
      (
        await scored({
          skills: [
            ["nodejs", "high_use"],
            ["postgresql", "low_use"],
          ],
        })
      ).v_skills,
      1,
    );
  });
  it("a missing nice skill costs its share (0.3 of a required one)", async () => {
    close((await scored({ skills: [["nodejs", "medium_use"]] })).v_skills, 1 / 1.3);
  });
  it("one level below the minimum earns the near-miss credit, two levels less", async () => {
    close((await scored({ skills: [["nodejs", "low_use"]] })).v_skills, 0.5 / 1.3);
    close((await scored({ skills: [["nodejs", "informative"]] })).v_skills, 0.2 / 1.3);
  });
  it("no matching skill is 0", async () => {
    close((await scored({ skills: [["react", "high_use"]] })).v_skills, 0);
  });
});

describe("criterion: role and stack (weight 13)", () => {
  it("same role and stack 1; same role only 0.6; related role with stack 0.7; neither 0", async () => {
    close((await scored({})).v_role_stack, 1);
    close((await scored({ mainStackCode: null })).v_role_stack, 0.6);
    close((await scored({ techRole: "fullstack" })).v_role_stack, 0.7);
    close((await scored({ techRole: "qa_manual", mainStackCode: null })).v_role_stack, 0);
  });
});

describe("criterion: seniority (weight 13)", () => {
  it("in range 1; each level outside costs 0.4", async () => {
    close((await scored({ seniority: "senior" })).v_seniority, 1);
    close((await scored({ seniority: "junior_advanced" })).v_seniority, 0.6);
    close((await scored({ seniority: "junior" })).v_seniority, 0.2);
  });
});

describe("criterion: English (weight 8)", () => {
  it("0.5 at the minimum, +0.25 per level above, capped at 1; below but same group 0.25", async () => {
    close((await scored({ englishLevel: "b1" })).v_english, 0.5);
    close((await scored({ englishLevel: "b2" })).v_english, 0.75);
    close((await scored({ englishLevel: "c2" })).v_english, 1);
    const a2 = await scored({ englishLevel: "a2" });
    close(a2.v_english, 0.25);
    expect(exclusionsOf(a2)).toEqual([]);
  });
});

describe("criterion: salary (weight 11)", () => {
  it("within the budget 1; each 1% over costs 2%", async () => {
    close((await scored({ salaryUsd: 4500 })).v_salary, 1);
    close((await scored({ salaryUsd: 5400 })).v_salary, 0.6);
    close((await scored({ salaryUsd: 9000 })).v_salary, 0);
  });
});

describe("criterion: availability (weight 5)", () => {
  it("70% start date (now 1, 12 weeks 0) and 30% search status", async () => {
    close((await scored({ availableInDays: -3 })).v_availability, 1);
    close((await scored({ availableInDays: 42 })).v_availability, 0.7 * 0.5 + 0.3);
    close(
      (await scored({ availableInDays: null, searchStatus: "open_to_opportunities" }))
        .v_availability,
      0.7 * 0.5 + 0.3 * 0.7,
    );
  });
});

describe("criterion: activity (weight 4)", () => {
  it("active today 1, 90 days ago 0.5, 180 days or more 0", async () => {
    const fresh = await scored({});
    close(fresh.v_activity, 1);
    const old = await createMatchDeveloper(t.db.db);
    await t.db.db
      .update(schema.talentProfiles)
      .set({ lastActiveAt: sql`now() - interval '90 days'` })
      .where(eq(schema.talentProfiles.developerId, old.developerId));
    close((await scoreOf(old.developerId)).v_activity, 0.5);
  });
});

describe("hard filters", () => {
  it.each([
    [{ englishLevel: "a1" }, "english_below_minimum"],
    [{ englishLevel: null }, "english_below_minimum"],
    [{ modalities: ["on_site"] }, "no_modality_overlap"],
    [{ country: "ES" }, "country_not_allowed"],
    [{ country: null }, "country_not_allowed"],
    [{ searchStatus: "not_searching" }, "not_searching"],
    [{ approval: "disapproved" }, "profile_disapproved"],
  ] as Array<[MatchDeveloperInput, string]>)("%o excludes with %s", async (input, reason) => {
    expect(exclusionsOf(await scored(input))).toEqual([reason]);
  });

  it("does not exclude pending approval, partly overlapping modalities or an allowed country", async () => {
    const row = await scored({
      approval: "pending",
      modalities: ["remote", "on_site"],
      country: "MX",
    });
    expect(exclusionsOf(row)).toEqual([]);
  });
});

describe("score", () => {
  it("is the weighted sum of the parts", async () => {
    const r = await scored({ seniority: "junior", salaryUsd: 5400, englishLevel: "b2" });
    const sum = SCORE_TERMS.reduce((total, c) => total + MATCH_WEIGHTS[c] * r[`v_${c}`], 0);
    close(r.score, sum);
  });
});
