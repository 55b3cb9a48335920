import { DeveloperProfile, type EnglishLevel, englishGroupOf } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../lib/password";
import { getDeveloperProfile } from "../modules/developers/profile.service";
import { seedTestCatalog } from "../testing/developers";
import { seedPopulation } from "./population";

const db = await createTestDb();
beforeAll(async () => {
  await seedTestCatalog(db.db);
  await seedPopulation(db.db, {
    count: 60,
    seed: 7,
    passwordHash: await hashPassword("Sunny-Mango-Trail-42"),
  });
});
afterAll(() => db.close());

describe("demo population", () => {
  it("creates valid, complete-looking profiles through the services", async () => {
    const devs = await db.db.select().from(schema.developers);
    expect(devs).toHaveLength(60);
    for (const dev of devs.slice(0, 10)) {
      const profile = DeveloperProfile.parse(await getDeveloperProfile(db.db, dev.id));
      expect(profile.skills.length).toBeGreaterThanOrEqual(3);
      expect(profile.mainStack).not.toBeNull();
    }
    expect(await db.db.$count(schema.developerPreferences)).toBe(60);
    expect(await db.db.$count(schema.developerAvailability)).toBe(60);
  });

  it("varies roles, seniorities, English groups, countries, statuses and sources", async () => {
    const devs = await db.db.select().from(schema.developers);
    const prefs = await db.db.select().from(schema.developerPreferences);
    const distinct = (values: unknown[]) => new Set(values).size;
    expect(distinct(devs.map((d) => d.techRole))).toBeGreaterThanOrEqual(5);
    expect(distinct(devs.map((d) => d.seniority))).toBe(5);
    expect(distinct(devs.map((d) => englishGroupOf(d.englishLevel as EnglishLevel)))).toBe(3);
    expect(distinct(prefs.flatMap((p) => p.countries))).toBeGreaterThanOrEqual(6);
    expect(distinct(devs.map((d) => d.approval))).toBe(3);
    expect(distinct(devs.map((d) => d.profileSource))).toBeGreaterThanOrEqual(3);
    const usd = prefs.map((p) => p.salaryMonthlyUsd).sort((a, b) => a - b);
    expect(usd[0]).toBeGreaterThanOrEqual(500);
    expect(usd[usd.length - 1]).toBeLessThanOrEqual(9000);
  });

  it("is deterministic for a seed", async () => {
    const namesByEmail = async (h: typeof db) =>
      (
        await h.db
          .select({
            email: schema.users.email,
            name: sql<string>`${schema.developers.firstName} || ' ' || ${schema.developers.lastName}`,
          })
          .from(schema.developers)
          .innerJoin(schema.users, eq(schema.users.id, schema.developers.userId))
          .orderBy(schema.users.email)
          .limit(5)
      ).map((r) => `${r.email} ${r.name}`);
    const other = await createTestDb();
    await seedTestCatalog(other.db);
    await seedPopulation(other.db, { count: 5, seed: 7, passwordHash: "x" });
    const theirs = await namesByEmail(other);
    await other.close();
    expect(theirs).toEqual(await namesByEmail(db));
  });
});
