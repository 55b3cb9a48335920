import { countDistinct, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../client";
import { interviewQuestions } from "../schema";
import { createTestDb } from "../testing";
import { seedCatalog } from "./catalog";
import { seedQuestionBank } from "./question-bank";

let handle: DbHandle;
let db: DbHandle["db"];
beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  await seedCatalog(db);
  await seedQuestionBank(db);
}, 120_000);
afterAll(() => handle.close());

describe("seedQuestionBank", () => {
  it("seeds junior and senior questions for the common skills, every criterion and generic ones", async () => {
    const bySkill = await db
      .select({
        level: interviewQuestions.level,
        skills: countDistinct(interviewQuestions.skillId),
      })
      .from(interviewQuestions)
      .where(isNotNull(interviewQuestions.skillId))
      .groupBy(interviewQuestions.level);
    expect(Object.fromEntries(bySkill.map((r) => [r.level, r.skills]))).toEqual({
      junior: expect.any(Number),
      senior: expect.any(Number),
    });
    expect(Math.min(...bySkill.map((r) => r.skills))).toBeGreaterThanOrEqual(25);
    const criteria = await db
      .selectDistinct({ criterion: interviewQuestions.criterion })
      .from(interviewQuestions)
      .where(isNotNull(interviewQuestions.criterion));
    expect(criteria.map((c) => c.criterion).sort()).toEqual([
      "communication",
      "comprehension",
      "fluency",
      "ownership",
      "problem_solving",
      "teamwork",
    ]);
    const rows = await db.select().from(interviewQuestions);
    expect(rows.every((r) => r.textEs.length > 5 && r.textEn.length > 5)).toBe(true);
    const generic = rows.filter((r) => r.skillId === null && r.criterion === null);
    expect(generic.length).toBeGreaterThan(0);
    expect(generic.every((r) => r.textEn.includes("{skill}"))).toBe(true);
  });

  it("leaves a bank that holds questions untouched", async () => {
    const before = await db.select().from(interviewQuestions);
    const [first] = before;
    await db
      .update(interviewQuestions)
      .set({ active: false })
      .where(eq(interviewQuestions.id, first!.id));
    await seedQuestionBank(db);
    const after = await db.select().from(interviewQuestions);
    expect(after).toHaveLength(before.length);
    expect(after.find((r) => r.id === first!.id)?.active).toBe(false);
  });
});
