import { createTestDb } from "@encaja/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fairnessReport } from "../modules/fairness/report.service";
import { seedDemoPipelines } from "../testing/seeded-demo";
import { seedDemoFairness } from "./fairness";

const db = await createTestDb();
beforeAll(async () => {
  await seedDemoPipelines(db.db);
  await seedDemoFairness(db.db);
  await seedDemoFairness(db.db);
}, 240_000);
afterAll(() => db.close());

describe("demo fairness audit", () => {
  it("has stated and unstated groups and at least one flagged group", async () => {
    const { report, offers } = await fairnessReport(db.db, {});
    expect(report.candidates).toBeGreaterThan(50);
    expect(offers.length).toBeGreaterThan(5);
    const groups = (dimension: string) =>
      report.dimensions.find((d) => d.dimension === dimension)!.transitions[0]!.groups;
    expect(groups("gender").map((g) => g.group)).toEqual(
      expect.arrayContaining(["woman", "man", "not_stated"]),
    );
    const flagged = report.dimensions.flatMap((d) =>
      d.transitions.flatMap((t) =>
        t.groups.filter((g) => g.flagged).map((g) => `${d.dimension}:${g.group}`),
      ),
    );
    expect(flagged.length, JSON.stringify(flagged)).toBeGreaterThan(0);
    expect(flagged.some((f) => f.startsWith("ageBand:"))).toBe(true);
  });
});
