import { activeCalendarFeed, findDeveloperByUserId, findUserByEmail } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../lib/password";
import { seedDemo } from "./demo-accounts";
import { seedDemoInterviews } from "./interviews";
import { seedOffers } from "./offers";
import { seedPopulation } from "./population";

const db = await createTestDb();
beforeAll(async () => {
  await seedDemo(db.db);
  const passwordHash = await hashPassword("Sunny-Mango-Trail-42");
  await seedPopulation(db.db, { count: 30, seed: 5, passwordHash });
  await seedOffers(db.db, { perStatus: 5, passwordHash });
  await seedDemoInterviews(db.db);
}, 180_000);
afterAll(() => db.close());

describe("demo interviews", () => {
  it("gives the demo interviewer availability and past, waiting, today's and upcoming interviews", async () => {
    const interviewer = await findUserByEmail(db.db, "interviewer@demo.encaja.dev");
    const all = await db.db
      .select()
      .from(schema.interviews)
      .where(eq(schema.interviews.interviewerUserId, interviewer!.id));
    const rows = all.filter((r) => r.type === "hard");
    const now = Date.now();
    const completed = rows.filter((r) => r.status === "completed");
    expect(completed).toHaveLength(3);
    expect(completed.every((r) => r.scheduledAt.getTime() < now && r.summary !== "")).toBe(true);
    const waiting = rows.filter((r) => r.status === "scheduled" && r.scheduledAt.getTime() < now);
    expect(waiting).toHaveLength(1);
    const upcoming = rows.filter((r) => r.status === "scheduled" && r.scheduledAt.getTime() > now);
    // Four for demo candidates, and the one the demo developer booked (no offer).
    expect(upcoming.length).toBe(5);
    const demoDeveloper = await findUserByEmail(db.db, "developer@demo.encaja.dev");
    const booked = upcoming.filter((r) => r.candidateId === null);
    expect(booked).toHaveLength(1);
    const developerRow = await findDeveloperByUserId(db.db, demoDeveloper!.id);
    expect(booked[0]?.developerId).toBe(developerRow?.id);
    expect(Math.min(...upcoming.map((r) => r.scheduledAt.getTime())) - now).toBeLessThanOrEqual(
      2 * 3_600_000,
    );
    const scores = await db.db.select().from(schema.interviewScores);
    expect(scores.length).toBeGreaterThanOrEqual(3);
    const availability = await db.db
      .select()
      .from(schema.interviewerAvailability)
      .where(eq(schema.interviewerAvailability.interviewerUserId, interviewer!.id));
    expect(availability).toHaveLength(10);
    const approved = await db.db
      .select()
      .from(schema.candidates)
      .where(eq(schema.candidates.id, completed[0]!.candidateId!));
    expect(approved[0]?.hardStatus).toBe(completed[0]!.result);
  });

  it("gives the demo interviewer past and upcoming soft interviews and English checks", async () => {
    const interviewer = await findUserByEmail(db.db, "interviewer@demo.encaja.dev");
    const rows = await db.db
      .select()
      .from(schema.interviews)
      .where(eq(schema.interviews.interviewerUserId, interviewer!.id));
    const now = Date.now();
    for (const type of ["soft", "english"] as const) {
      const ofType = rows.filter((r) => r.type === type);
      const past = ofType.filter((r) => r.status === "completed" && r.scheduledAt.getTime() < now);
      const upcoming = ofType.filter(
        (r) => r.status === "scheduled" && r.scheduledAt.getTime() > now,
      );
      expect(past).toHaveLength(1);
      expect(upcoming).toHaveLength(1);
    }
    const english = rows.find((r) => r.type === "english" && r.status === "completed");
    expect(english?.englishLevel).toBe("b2");
  });

  it("gives the demo interviewer a live calendar feed", async () => {
    const interviewer = await findUserByEmail(db.db, "interviewer@demo.encaja.dev");
    expect(await activeCalendarFeed(db.db, interviewer!.id)).toMatchObject({ revokedAt: null });
  });
});
