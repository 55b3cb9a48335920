import type { Db } from "@encaja/db/client";
import { rowsOf } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { skillId } from "../../../testing/developers";
import { createUser } from "../../../testing/factories";
import { createTestOffer } from "../../../testing/offers";
import { requestsAs, requestsWith, setupSignedInUser, setupTestApp } from "../../../testing/setup";

const t = setupTestApp();
const admin = setupSignedInUser(t, "superAdmin");
const as = () => requestsAs(t, admin);
const db = (): Db => t.db.db;

async function addSkill(name: string) {
  const res = await as().post("/admin/catalog/skills", { name, category: "frontend" });
  expect(res.statusCode).toBe(201);
  return res.json() as { code: string; version: number };
}

const talentCodes = async (developerId: string) => {
  const [row] = await db()
    .select({ codes: schema.talentProfiles.skillCodes, stack: schema.talentProfiles.mainStackCode })
    .from(schema.talentProfiles)
    .where(eq(schema.talentProfiles.developerId, developerId));
  return row!;
};

const skillNum = async (code: string) => {
  const [row] = await db()
    .select({ num: schema.skills.num })
    .from(schema.skills)
    .where(eq(schema.skills.code, code));
  return row!.num;
};

/** Every table that points at a skill, with its rows pointing at one of `ids`/`codes`. */
async function referencesTo(ids: string[], codes: string[]) {
  const count = (table: string, where: ReturnType<typeof sql>) =>
    db()
      .execute(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`)
      .then((r) => rowsOf<{ n: number }>(r)[0]!.n);
  const idList = sql`${`{${ids.join(",")}}`}::uuid[]`;
  const codeList = sql`${`{${codes.join(",")}}`}::text[]`;
  return {
    skills: await count("skills", sql`id = any(${idList})`),
    developerSkills: await count("developer_skills", sql`skill_id = any(${idList})`),
    offerSkills: await count("offer_skills", sql`skill_id = any(${idList})`),
    offersSkillIds: await count("offers", sql`skill_ids && ${idList}`),
    experienceSkills: await count("experience_skills", sql`skill_id = any(${idList})`),
    interviewVerifiedSkills: await count(
      "interview_verified_skills",
      sql`skill_id = any(${idList})`,
    ),
    interviewScores: await count(
      "interview_scores",
      sql`kind = 'skill' and key = any(${codeList})`,
    ),
    interviewQuestions: await count("interview_questions", sql`skill_id = any(${idList})`),
    assessmentAttempts: await count("assessment_attempts", sql`skill_code = any(${codeList})`),
  };
}

describe("POST /admin/catalog/skills/merge", () => {
  it("moves every reference to the survivor in one go, keeping the stronger row on a collision", async () => {
    const keep = await addSkill("Merge Keep");
    const dupA = await addSkill("Merge Dup A");
    const dupB = await addSkill("Merge Dup B");
    const renamed = await as().send("PATCH", `/admin/catalog/skills/${dupA.code}`, {
      version: 1,
      name: "Merge Dup A2",
    });
    expect(renamed.statusCode).toBe(200);
    const [keepId, aId, bId] = await Promise.all(
      [keep.code, dupA.code, dupB.code].map((code) => skillId(db(), code)),
    );
    const one = await createUser(db(), "developer");
    const two = await createUser(db(), "developer");
    await db()
      .insert(schema.developerSkills)
      .values([
        { developerId: one.developerId!, skillId: keepId!, level: 2, years: 1 },
        { developerId: one.developerId!, skillId: aId!, level: 4, years: null },
        { developerId: two.developerId!, skillId: bId!, level: 3, years: 5 },
      ]);
    const { id: offerId } = await createTestOffer(db(), {
      body: {
        skills: [
          { skillId: keepId!, minLevel: "low_use", required: false },
          { skillId: bId!, minLevel: "medium_use", required: true },
        ],
      },
    });
    const [experience] = await db()
      .insert(schema.experiences)
      .values({
        developerId: one.developerId!,
        company: "Acme",
        title: "Dev",
        startMonth: "2020-01-01",
        current: true,
      })
      .returning();
    await db()
      .insert(schema.experienceSkills)
      .values([
        { experienceId: experience!.id, skillId: keepId! },
        { experienceId: experience!.id, skillId: aId! },
      ]);
    const [interview] = await db()
      .insert(schema.interviews)
      .values({
        type: "hard",
        developerId: one.developerId!,
        scheduledAt: new Date(),
        durationMinutes: 60,
        status: "completed",
        completedAt: new Date(),
      })
      .returning();
    await db()
      .insert(schema.interviewScores)
      .values([
        { interviewId: interview!.id, kind: "skill", key: keep.code, score: 2 },
        { interviewId: interview!.id, kind: "skill", key: dupA.code, score: 4 },
      ]);
    await db()
      .insert(schema.interviewVerifiedSkills)
      .values([
        { developerId: one.developerId!, skillId: aId!, level: 4, interviewId: interview!.id },
        { developerId: two.developerId!, skillId: bId!, level: 3 },
      ]);
    await db().insert(schema.interviewQuestions).values({
      kind: "hard",
      skillId: bId!,
      level: "senior",
      textEs: "¿Pregunta sobre el duplicado?",
      textEn: "A question about the duplicate?",
    });
    await db().insert(schema.assessmentAttempts).values({
      developerId: two.developerId!,
      assessmentId: "c1a7e0d2-5b1f-4c39-9a0a-1f2e3d4c5b01",
      kind: "quiz",
      version: 1,
      status: "submitted",
      deadline: new Date(),
      passed: true,
      skillCode: dupB.code,
    });

    const res = await as().post("/admin/catalog/skills/merge", {
      survivor: keep.code,
      duplicates: [dupA.code, dupB.code],
      versions: { [keep.code]: 1, [dupA.code]: 2, [dupB.code]: 1 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.survivor).toMatchObject({ code: keep.code, version: 2 });
    expect(body.survivor.aliases).toEqual(["Merge Dup A", "Merge Dup A2", "Merge Dup B"]);
    expect(body.moved).toEqual({
      developerSkills: 2,
      offerSkills: 1,
      experienceSkills: 1,
      interviewVerifiedSkills: 2,
      interviewScores: 1,
      interviewQuestions: 1,
      assessmentAttempts: 1,
      skillRelations: 0,
    });

    expect(await referencesTo([aId!, bId!], [dupA.code, dupB.code])).toEqual({
      skills: 0,
      developerSkills: 0,
      offerSkills: 0,
      offersSkillIds: 0,
      experienceSkills: 0,
      interviewVerifiedSkills: 0,
      interviewScores: 0,
      interviewQuestions: 0,
      assessmentAttempts: 0,
    });
    const devSkills = await db()
      .select()
      .from(schema.developerSkills)
      .where(eq(schema.developerSkills.skillId, keepId!));
    expect(devSkills.find((r) => r.developerId === one.developerId)).toMatchObject({
      level: 4,
      years: 1,
    });
    expect(devSkills.find((r) => r.developerId === two.developerId)).toMatchObject({
      level: 3,
      years: 5,
    });
    const [offerSkill] = await db()
      .select()
      .from(schema.offerSkills)
      .where(eq(schema.offerSkills.offerId, offerId));
    expect(offerSkill).toMatchObject({ skillId: keepId, required: true });
    const [offer] = await db().select().from(schema.offers).where(eq(schema.offers.id, offerId));
    expect(offer?.skillIds).toContain(keepId);
    expect(offer?.skillNames).toContain("Merge Keep");
    const [score] = await db()
      .select()
      .from(schema.interviewScores)
      .where(
        and(
          eq(schema.interviewScores.interviewId, interview!.id),
          eq(schema.interviewScores.key, keep.code),
        ),
      );
    expect(score?.score).toBe(4);
    const num = await skillNum(keep.code);
    expect((await talentCodes(one.developerId!)).codes).toContain(num * 8 + 4);
    expect((await talentCodes(two.developerId!)).codes).toContain(num * 8 + 3);

    const search = await requestsWith(t).get("/catalog/skills?q=Merge%20Dup%20B");
    expect(search.json().items.map((s: { code: string }) => s.code)).toEqual([keep.code]);
    const [entry] = await db()
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.action, "catalog.merged"), eq(schema.auditLog.targetId, keep.code)),
      );
    expect(entry?.details).toMatchObject({ survivor: keep.code, merged: [dupA.code, dupB.code] });
    expect(entry?.requestId).toBeTruthy();
  });

  it("refuses a stale version (409), a missing skill (404) and a survivor among the duplicates (400)", async () => {
    const keep = await addSkill("Stale Keep");
    const dup = await addSkill("Stale Dup");
    const merge = (body: object) => as().post("/admin/catalog/skills/merge", body);
    const stale = await merge({
      survivor: keep.code,
      duplicates: [dup.code],
      versions: { [keep.code]: 1, [dup.code]: 3 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "RECORD_CHANGED", currentVersion: 1 });
    const missing = await merge({
      survivor: keep.code,
      duplicates: ["nope"],
      versions: { [keep.code]: 1, nope: 1 },
    });
    expect(missing.statusCode).toBe(404);
    const self = await merge({
      survivor: keep.code,
      duplicates: [keep.code],
      versions: { [keep.code]: 1 },
    });
    expect(self.statusCode).toBe(400);
    const rows = await db()
      .select()
      .from(schema.skills)
      .where(inArray(schema.skills.code, [keep.code, dup.code]));
    expect(rows).toHaveLength(2);
  });
});

describe("POST /admin/catalog/stacks/merge", () => {
  it("moves developers', offers' and talent profiles' main stack to the survivor", async () => {
    const add = (name: string) =>
      as()
        .post("/admin/catalog/stacks", { name })
        .then((r) => r.json());
    const keep = await add("Merge Stack Keep");
    const dup = await add("Merge Stack Dup");
    const dev = await createUser(db(), "developer");
    await db()
      .update(schema.developers)
      .set({ mainStackCode: dup.code })
      .where(eq(schema.developers.id, dev.developerId!));
    const { id: offerId } = await createTestOffer(db(), { body: { mainStackCode: dup.code } });

    const res = await as().post("/admin/catalog/stacks/merge", {
      survivor: keep.code,
      duplicates: [dup.code],
      versions: { [keep.code]: 1, [dup.code]: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      survivor: { code: keep.code, aliases: ["Merge Stack Dup"], version: 2 },
      moved: { developers: 1, offers: 1 },
    });
    const [developer] = await db()
      .select()
      .from(schema.developers)
      .where(eq(schema.developers.id, dev.developerId!));
    expect(developer?.mainStackCode).toBe(keep.code);
    const [offer] = await db().select().from(schema.offers).where(eq(schema.offers.id, offerId));
    expect(offer?.mainStackCode).toBe(keep.code);
    expect((await talentCodes(dev.developerId!)).stack).toBe(keep.code);
    expect(
      await db().select().from(schema.stacks).where(eq(schema.stacks.code, dup.code)),
    ).toHaveLength(0);
    const stale = await as().post("/admin/catalog/stacks/merge", {
      survivor: keep.code,
      duplicates: [dup.code],
      versions: { [keep.code]: 1, [dup.code]: 1 },
    });
    expect(stale.statusCode).toBe(404);
  });
});
