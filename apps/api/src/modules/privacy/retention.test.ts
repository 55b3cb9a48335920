import type { AttemptStatus } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { auditRows } from "../../testing/audit";
import { seedTestCatalog } from "../../testing/developers";
import { createSourcedDeveloper, createUser } from "../../testing/factories";
import { createTestOffer } from "../../testing/offers";
import { photoFilesOf } from "../files/photos";
import { applyRetention } from "./retention.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalog(t.db.db);
});
afterAll(() => t.close());

/** The fixed clock of every run here. */
const NOW = new Date("2030-01-01T00:00:00Z");
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

async function ageAccount(db: Db, user: { userId: string; developerId?: string }, days: number) {
  await db
    .update(schema.users)
    .set({ createdAt: daysBefore(days) })
    .where(eq(schema.users.id, user.userId));
  await db
    .update(schema.developers)
    .set({ updatedAt: daysBefore(days) })
    .where(eq(schema.developers.id, user.developerId!));
}

const userRow = async (userId: string) =>
  (await t.db.db.select().from(schema.users).where(eq(schema.users.id, userId)))[0]!;

async function attempt(developerId: string, status: AttemptStatus, deadlineDaysBefore: number) {
  const [row] = await t.db.db
    .insert(schema.assessmentAttempts)
    .values({
      developerId,
      assessmentId: crypto.randomUUID(),
      kind: "quiz",
      version: 1,
      status,
      deadline: daysBefore(deadlineDaysBefore),
    })
    .returning();
  return row!.id;
}

describe("retention periods in housekeeping (ADR 0034)", () => {
  it("erases unclaimed sourced profiles past the default 365 days, with an audit entry", async () => {
    const db = t.db.db;
    const old = await createSourcedDeveloper(db);
    await ageAccount(db, old, 400);
    const young = await createSourcedDeveloper(db);
    await ageAccount(db, young, 300);
    // Claimed: the developer set a password through the claim link.
    const claimed = await createUser(db, "developer");
    await db
      .update(schema.developers)
      .set({ profileSource: "dataset" })
      .where(eq(schema.developers.id, claimed.developerId!));
    await ageAccount(db, claimed, 400);
    // Registered by the developer, never a sourced profile (here without a password: Google).
    const registered = await createUser(db, "developer", { noPassword: true });
    await ageAccount(db, registered, 400);

    const result = await applyRetention(db, NOW, photoFilesOf(t.app));
    expect(result).toMatchObject({ erasedProfiles: 1 });

    expect(await userRow(old.userId)).toMatchObject({
      deletedAt: expect.any(Date),
      email: `deleted-${old.userId}@deleted.invalid`,
    });
    const [tomb] = await db
      .select()
      .from(schema.developers)
      .where(eq(schema.developers.id, old.developerId!));
    expect(tomb).toMatchObject({ firstName: "", userId: null });
    for (const kept of [young, claimed, registered]) {
      expect((await userRow(kept.userId)).deletedAt).toBeNull();
    }
    const audit = await auditRows(db, "privacy.retention", "subjectUserId", old.userId);
    expect(audit).toMatchObject([
      {
        targetType: "developer",
        targetId: old.developerId,
        details: { erased: "sourced_profile", profileSource: "dataset", days: 365 },
      },
    ]);
    // A second run finds nothing more to erase.
    expect(await applyRetention(db, NOW, photoFilesOf(t.app))).toMatchObject({
      erasedProfiles: 0,
    });
  });

  it("removes stale drafts past the default 180 days and keeps young or used ones", async () => {
    const db = t.db.db;
    const dev = await createUser(db, "developer");
    await attempt(dev.developerId!, "in_progress", 200); // abandoned: goes
    const running = await attempt(dev.developerId!, "in_progress", 10);
    const submitted = await attempt(dev.developerId!, "submitted", 400);
    const staleDraft = await createTestOffer(db, { status: "draft" });
    const youngDraft = await createTestOffer(db, { status: "draft" });
    const usedDraft = await createTestOffer(db, { status: "draft" });
    await db.insert(schema.candidates).values({
      offerId: usedDraft.id,
      developerId: dev.developerId!,
      status: "dev_interested",
      origin: "other",
    });
    for (const [offer, days] of [
      [staleDraft, 200],
      [youngDraft, 100],
      [usedDraft, 200],
    ] as const) {
      await db
        .update(schema.offers)
        .set({ updatedAt: daysBefore(days) })
        .where(eq(schema.offers.id, offer.id));
    }

    const result = await applyRetention(db, NOW, photoFilesOf(t.app));
    expect(result).toMatchObject({ attempts: 1, offers: 1 });
    const attempts = await db
      .select({ id: schema.assessmentAttempts.id })
      .from(schema.assessmentAttempts)
      .where(eq(schema.assessmentAttempts.developerId, dev.developerId!));
    expect(attempts.map((a) => a.id).sort()).toEqual([running, submitted].sort());
    const offerIds = (await db.select({ id: schema.offers.id }).from(schema.offers)).map(
      (o) => o.id,
    );
    expect(offerIds).not.toContain(staleDraft.id);
    expect(offerIds).toEqual(expect.arrayContaining([youngDraft.id, usedDraft.id]));
    const audit = await db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "privacy.retention"));
    expect(audit.map((a) => a.details)).toContainEqual({
      erased: "drafts",
      attempts: 1,
      offers: 1,
      days: 180,
    });
  });
});
