import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type OverrideReason, routes } from "@encaja/contracts";
import { recordAudit, tablePrivacy } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { seedTestCatalog, skillId } from "../../testing/developers";
import { addSignInTraces, createSignedInUser, FACTORY_PASSWORD } from "../../testing/factories";
import { multipartFile, tinyPng } from "../../testing/multipart";
import { createTestOffer } from "../../testing/offers";
import { publicTables, rowsContaining } from "../../testing/table-scan";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalog(t.db.db);
});
afterAll(() => t.close());

/** Every personal value carries this marker (case-insensitive), so a scan can find leftovers. */
const MARK = "zqerasemark";
const m = (field: string) => `${MARK}${field}`;

async function filesContaining(dir: string, needles: string[]): Promise<string[]> {
  const hits: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const content = (await readFile(full)).toString("latin1").toLowerCase();
    for (const n of needles) {
      if (entry.name.includes(n) || content.includes(n.toLowerCase())) hits.push(full);
    }
  }
  return hits;
}

describe("privacy classification", () => {
  it("classifies every table of the database, and only existing tables", async () => {
    const tables = await publicTables(t.db.db);
    expect(tables.length).toBeGreaterThan(30);
    expect(tables.filter((name) => !(name in tablePrivacy))).toEqual([]);
    expect(Object.keys(tablePrivacy).filter((name) => !tables.includes(name))).toEqual([]);
  });
});

describe("account deletion erases every personal value", () => {
  it("leaves no marker in any table nor in the uploads, and keeps anonymised history", async () => {
    const db = t.db.db;
    const dev = await createSignedInUser(db, "developer", { email: `${m("email")}@example.test` });
    const devId = dev.developerId!;

    // The photo goes through the API (a real file under DATA_DIR/uploads).
    const photo = multipartFile(
      "file",
      "me.png",
      "image/png",
      Buffer.concat([tinyPng, Buffer.from(m("photobytes"))]),
    );
    const upload = await t.app.inject({
      method: "POST",
      url: "/developers/me/photo",
      headers: { ...dev.headers, ...photo.headers },
      payload: photo.payload,
    });
    expect(upload.statusCode).toBe(200);
    const photoUrl: string = upload.json().photoURL;
    const photoPath = new URL(photoUrl).pathname;
    expect((await t.app.inject({ url: photoPath })).statusCode).toBe(200);

    await db
      .update(schema.users)
      .set({ fullName: m("fullname") })
      .where(eq(schema.users.id, dev.userId));
    await db
      .update(schema.developers)
      .set({
        firstName: m("first"),
        lastName: m("last"),
        phone: m("phone"),
        location: m("location"),
        locationId: "AR-cordoba",
        timeZone: "America/Cordoba",
        workStartMinute: 600,
        workEndMinute: 1080,
        bio: `I build things ${m("bio")}`,
        linkedinUrl: `https://linkedin.com/in/${m("linkedin")}`,
        githubUrl: `https://github.com/${m("github")}`,
        englishLevel: "c1",
      })
      .where(eq(schema.developers.id, devId));
    const [devRow] = await db
      .select()
      .from(schema.developers)
      .where(eq(schema.developers.id, devId));
    await db
      .update(schema.chats)
      .set({ name: m("chatname"), avatar: m("chatavatar") })
      .where(eq(schema.chats.id, devRow!.chatId));
    await db.insert(schema.developerSkills).values({
      developerId: devId,
      skillId: await skillId(db, "typescript"),
      level: 4,
    });
    await db
      .insert(schema.platformLinks)
      .values({ developerId: devId, platform: "gitlab", url: `https://gitlab.com/${m("gitlab")}` });
    const [exp] = await db
      .insert(schema.experiences)
      .values({
        developerId: devId,
        company: m("company"),
        title: m("title"),
        startMonth: "2020-01-01",
        current: true,
        description: m("expdescription"),
      })
      .returning();
    await db
      .insert(schema.experienceSkills)
      .values({ experienceId: exp!.id, skillId: await skillId(db, "typescript") });
    await db.insert(schema.education).values({
      developerId: devId,
      institution: m("institution"),
      degree: m("degree"),
      field: m("field"),
    });
    await db.insert(schema.developerPreferences).values({
      developerId: devId,
      searchStatus: "actively_searching",
      modalities: ["remote"],
      salaryAmount: 7_654_321,
      salaryCurrency: "USD",
      salaryPeriod: "month",
      salaryMonthlyUsd: 7_654_321,
      countries: ["AR"],
      contractTypes: [m("contract")],
    });
    await db.insert(schema.developerAvailability).values({
      developerId: devId,
      availableFrom: "2031-07-19",
      hoursPerWeek: 37,
      noticeWeeks: 3,
    });
    await db.insert(schema.assessmentAttempts).values({
      developerId: devId,
      assessmentId: "a0c0de00-7d3b-4c2e-9f10-3b5a6c7d8e01",
      kind: "code",
      version: 1,
      deadline: new Date(Date.now() + 3_600_000),
      code: { t1: { language: "js", code: `// ${m("code")}` } },
    });
    await db.insert(schema.passwordResetTokens).values({
      userId: dev.userId,
      tokenHash: m("resethash"),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await db.insert(schema.profileClaims).values({
      developerId: devId,
      tokenHash: m("claimhash"),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await db.insert(schema.invitations).values({
      tokenHash: m("invitehash"),
      type: "internal",
      email: dev.email,
      role: "matchers",
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await db.insert(schema.emailOutbox).values({
      toAddress: dev.email,
      subject: "Hola",
      text: `Hola ${m("mailtext")}`,
      html: `<p>${m("mailhtml")}</p>`,
      template: "password-reset",
    });
    await addSignInTraces(db, dev.email, "203.0.113.77");
    await recordAudit(db, {
      action: "login.failed",
      ip: "203.0.113.77",
      details: { email: dev.email },
    });
    await db
      .update(schema.sessions)
      .set({ ip: "203.0.113.77", userAgent: m("useragent") })
      .where(eq(schema.sessions.userId, dev.userId));

    // A pipeline: candidacy, an event with a stage change and an interview, all with notes.
    const offer = await createTestOffer(db);
    const [candidate] = await db
      .insert(schema.candidates)
      .values({
        offerId: offer.id,
        developerId: devId,
        status: "dev_interested",
        origin: "matching_algorithm",
        note: m("candnote"),
        statusReason: m("candreason"),
        overrideReason: m("candoverride") as OverrideReason,
        softStatus: "approved",
      })
      .returning();
    await db.insert(schema.candidateEvents).values({
      candidateId: candidate!.id,
      fromStatus: null,
      toStatus: "dev_interested",
      note: m("eventnote"),
      overrideReason: m("eventoverride") as OverrideReason,
      stageChanges: [{ stage: "soft", from: "pending", to: "approved" }],
    });
    await db.insert(schema.matchingInterviews).values({
      candidateId: candidate!.id,
      state: "finished",
      notes: m("interviewnotes"),
      salaryAmount: 7_654_321,
      salaryCurrency: "USD",
      salaryPeriod: "month",
      availableFrom: "2031-07-19",
      hoursPerWeek: 37,
      recommendation: "advance",
    });

    // A deep profile with a shared link, a snapshot sent to a customer, its view log
    // and the customer's decision, all describing the developer.
    const [deep] = await db
      .insert(schema.deepProfiles)
      .values({ developerId: devId, content: { headline: m("deepheadline") } })
      .returning();
    await db.insert(schema.deepProfileLinks).values({
      deepProfileId: deep!.id,
      slugHash: m("slughash"),
      slugHint: "abcd",
      label: m("linklabel"),
    });
    const [snapshot] = await db
      .insert(schema.deepProfileSnapshots)
      .values({
        candidateId: candidate!.id,
        offerId: offer.id,
        customerId: offer.customerId,
        developerId: devId,
        document: { headline: m("snapheadline") },
      })
      .returning();
    await db
      .insert(schema.snapshotViews)
      .values({ snapshotId: snapshot!.id, viewerRole: "customer" });
    await db.insert(schema.candidateDecisions).values({
      candidateId: candidate!.id,
      snapshotId: snapshot!.id,
      decision: "not_approved",
      reason: "other",
      feedback: m("decisionfeedback"),
      developerMessage: m("developermessage"),
    });
    await db
      .insert(schema.decisionReminders)
      .values({ snapshotId: snapshot!.id, thresholdDays: 3 });
    await db
      .update(schema.developers)
      .set({ publicProfileEnabled: true, publicProfileIndexable: true })
      .where(eq(schema.developers.id, devId));

    // Every marker is in the database before, so the scan below can fail.
    const before = new Set((await rowsContaining(t.db.db, MARK)).map((h) => h.table));
    for (const table of [
      "users",
      "developers",
      "chats",
      "platform_links",
      "experiences",
      "education",
      "developer_preferences",
      "assessment_attempts",
      "password_reset_tokens",
      "profile_claims",
      "invitations",
      "email_outbox",
      "login_failures",
      "rate_limits",
      "audit_log",
      "sessions",
      "candidates",
      "candidate_events",
      "matching_interviews",
      "talent_profiles",
      "deep_profiles",
      "deep_profile_links",
      "deep_profile_snapshots",
      "candidate_decisions",
    ]) {
      expect(before, table).toContain(table);
    }
    const uploads = path.join(t.app.config.DATA_DIR, "uploads");
    // The stored photo (named after the profile; trailing bytes are stripped on upload, ADR 0017).
    expect(await filesContaining(uploads, [devId])).toHaveLength(1);

    const del = await t.call(
      routes.users.deleteAccount,
      { body: { password: FACTORY_PASSWORD } },
      { as: dev },
    );
    expect(del.status).toBe(204);

    expect(await rowsContaining(t.db.db, MARK)).toEqual([]);
    for (const value of ["7654321", "2031-07-19", "203.0.113.77"]) {
      expect(await rowsContaining(t.db.db, value), value).toEqual([]);
    }
    // The erased developer's rows in `erased` tables are gone, whatever their columns hold.
    const idHits = [
      ...(await rowsContaining(t.db.db, devId)),
      ...(await rowsContaining(t.db.db, dev.userId)),
    ];
    for (const [table, privacy] of Object.entries(tablePrivacy)) {
      if (privacy.class !== "erased") continue;
      expect(
        idHits.filter((h) => h.table === table),
        table,
      ).toEqual([]);
    }
    expect(await filesContaining(uploads, [MARK, devId])).toEqual([]);
    expect((await t.app.inject({ url: photoPath })).statusCode).toBe(404);

    // A later write to the tombstone (the talent triggers refresh it) brings no profile back.
    await db
      .update(schema.developers)
      .set({ updatedAt: sql`now()` })
      .where(eq(schema.developers.id, devId));
    expect(
      await db.$count(schema.talentProfiles, eq(schema.talentProfiles.developerId, devId)),
    ).toBe(0);

    // The snapshot's whole family went with it; the public profile is off.
    expect(await db.$count(schema.snapshotViews)).toBe(0);
    expect(await db.$count(schema.decisionReminders)).toBe(0);
    const [tomb] = await db.select().from(schema.developers).where(eq(schema.developers.id, devId));
    expect(tomb).toMatchObject({
      publicProfileEnabled: false,
      publicProfileIndexable: false,
      timeZone: null,
      workStartMinute: null,
      workEndMinute: null,
    });

    // Anonymised history stays: the candidacy, its status, the stage change and the interview.
    const [kept] = await db
      .select()
      .from(schema.candidates)
      .where(eq(schema.candidates.id, candidate!.id));
    expect(kept).toMatchObject({ status: "dev_interested", softStatus: "approved", note: null });
    const events = await db
      .select()
      .from(schema.candidateEvents)
      .where(eq(schema.candidateEvents.candidateId, candidate!.id));
    expect(events.map((e) => e.stageChanges)).toEqual([
      [{ stage: "soft", from: "pending", to: "approved" }],
    ]);
    const interviews = await db
      .select()
      .from(schema.matchingInterviews)
      .where(eq(schema.matchingInterviews.candidateId, candidate!.id));
    expect(interviews).toMatchObject([{ state: "finished", recommendation: "advance", notes: "" }]);
  });
});
