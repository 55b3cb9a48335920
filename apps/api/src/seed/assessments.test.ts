import { verifiedSkills } from "@encaja/db/queries";
import { createTestDb } from "@encaja/db/testing";
import { afterAll, expect, it } from "vitest";
import { seedDemoAssessments } from "./assessments";
import { seedDemo } from "./demo-accounts";

const db = await createTestDb();
afterAll(() => db.close());

it("gives the demo developer a verified TypeScript quiz and a profile test result", async () => {
  await seedDemo(db.db);
  await seedDemoAssessments(db.db);
  const rows = await db.db.query.assessmentAttempts.findMany();
  expect(rows.map((r) => [r.kind, r.status, r.score]).sort()).toEqual([
    ["profile", "submitted", null],
    ["quiz", "submitted", 92],
  ]);
  const developerId = rows[0]!.developerId;
  expect((await verifiedSkills(db.db, [developerId])).map((s) => s.code)).toEqual(["typescript"]);
});
