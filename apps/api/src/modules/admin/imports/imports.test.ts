import * as schema from "@encaja/db/schema";
import { linkIn } from "@encaja/email/testing";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditRows } from "../../../testing/audit";
import { createSignedInUser, createUser, uniqueEmail } from "../../../testing/factories";
import { requestsWith, setupSignedInUser, setupTestAppWithSmtp } from "../../../testing/setup";

const t = setupTestAppWithSmtp();
const admin = setupSignedInUser(t, "superAdmin");
const { post } = requestsWith(t);

const row = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail("sourced"),
  firstName: "Ana",
  lastName: "Gómez",
  country: "ar",
  techRole: "backend",
  seniority: "Senior",
  mainStack: "Node.js + React",
  skills: "React; typescript",
  linkedinUrl: "",
  githubUrl: "https://github.com/ana",
  englishLevel: "B2",
  profileSource: "dataset",
  ...overrides,
});
const validate = (rows: object[]) => post("/admin/imports/validate", admin.headers, { rows });
const runImport = (rows: object[], sendInvitations = false) =>
  post("/admin/imports", admin.headers, { rows, sendInvitations });

async function developerByEmail(email: string) {
  const [found] = await t.db.db
    .select({ developer: schema.developers, user: schema.users, credentials: schema.credentials })
    .from(schema.users)
    .innerJoin(schema.developers, eq(schema.developers.userId, schema.users.id))
    .innerJoin(schema.credentials, eq(schema.credentials.userId, schema.users.id))
    .where(eq(schema.users.email, email));
  return found;
}

const importAudits = () => auditRows(t.db.db, "import.sourced", "actorUserId", admin.userId);

describe("POST /admin/imports/validate", () => {
  it("reports every row's errors by field and code, and writes nothing", async () => {
    const rows = [
      row(),
      row({ email: "" }),
      row({ email: "not-an-email", seniority: "guru" }),
      row({ country: "ZZ" }),
      row({ country: "DE" }),
      row({ skills: ["React", "Cobol on Wheels"] }),
      row({ mainStack: "Fortran + Punch cards" }),
      row({ profileSource: "register", linkedinUrl: "https://example.com/ana" }),
    ];
    const res = await validate(rows);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const errorsOf = (index: number) =>
      report.rows[index].errors.map((e: { field: string; code: string }) => [e.field, e.code]);
    expect(report.rows[0]).toEqual({ index: 0, ok: true, errors: [] });
    expect(errorsOf(1)).toEqual([["email", "required"]]);
    expect(errorsOf(2)).toEqual([
      ["email", "invalid"],
      ["seniority", "invalid"],
    ]);
    expect(errorsOf(3)).toEqual([["country", "invalid"]]);
    expect(errorsOf(4)).toEqual([["country", "unknownCountry"]]);
    expect(errorsOf(5)).toEqual([["skills", "unknownSkill"]]);
    expect(report.rows[5].errors[0].message).toContain("Cobol on Wheels");
    expect(errorsOf(6)).toEqual([["mainStack", "unknownStack"]]);
    expect(errorsOf(7)).toEqual([
      ["linkedinUrl", "invalid"],
      ["profileSource", "invalid"],
    ]);
    expect(report.totals).toEqual({
      rows: 8,
      valid: 1,
      invalid: 7,
      duplicatesInFile: 0,
      existingUsers: 0,
      toCreate: 1,
    });
    expect(await developerByEmail(rows[0]!.email as string)).toBeUndefined();
  });

  it("marks duplicates within the file (any case) and of existing accounts", async () => {
    const existing = await createUser(t.db.db, "customer");
    const first = row();
    const rows = [
      first,
      row({ email: (first.email as string).toUpperCase() }),
      row({ email: existing.email }),
    ];
    const report = (await validate(rows)).json();
    expect(report.rows[1].duplicateOf).toEqual({ kind: "row", index: 0 });
    expect(report.rows[2].duplicateOf).toEqual({ kind: "existingUser" });
    expect(report.totals).toMatchObject({
      valid: 3,
      duplicatesInFile: 1,
      existingUsers: 1,
      toCreate: 1,
    });
  });

  it("refuses an empty file and more than 10,000 rows", async () => {
    expect((await validate([])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 10_001 }, () => ({ email: "x@example.com" }));
    expect((await validate(tooMany)).json().code).toBe("VALIDATION");
  });
});

describe("POST /admin/imports", () => {
  it("creates sourced profiles, skips duplicates and records one audit entry", async () => {
    const existing = await createUser(t.db.db, "developer");
    const first = row({ profileSource: "linkedin_creator" });
    const second = row({ mainStack: "", skills: undefined, englishLevel: undefined });
    const rows = [
      first,
      row({ email: ` ${(first.email as string).toUpperCase()}` }),
      row({ email: existing.email }),
      second,
    ];
    const res = await runImport(rows);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: 2, skipped: 2, invited: 0 });

    const created = await developerByEmail(first.email as string);
    expect(created?.developer).toMatchObject({
      firstName: "Ana",
      lastName: "Gómez",
      locationId: "AR",
      timeZone: "America/Buenos_Aires",
      techRole: "backend",
      seniority: "senior",
      mainStackCode: "node_react",
      englishLevel: "b2",
      githubUrl: "https://github.com/ana",
      linkedinUrl: null,
      profileSource: "linkedin_creator",
      onboarding: "pending",
      approval: "pending",
    });
    expect(created?.credentials).toMatchObject({ passwordHash: null, googleSubject: null });
    expect(created?.user).toMatchObject({ role: "developer", emailVerifiedAt: null });
    const skills = await t.db.db
      .select({ code: schema.skills.code, level: schema.developerSkills.level })
      .from(schema.developerSkills)
      .innerJoin(schema.skills, eq(schema.skills.id, schema.developerSkills.skillId))
      .where(eq(schema.developerSkills.developerId, created!.developer.id));
    expect(skills.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: "react", level: 0 },
      { code: "typescript", level: 0 },
    ]);
    expect((await developerByEmail(second.email as string))?.developer.mainStackCode).toBeNull();

    const audits = await importAudits();
    expect(audits.at(-1)).toMatchObject({
      ip: expect.any(String),
      requestId: expect.any(String),
      details: { created: 2, skipped: 2, invited: 0, sources: ["dataset", "linkedin_creator"] },
    });
  });

  it("is all or nothing: one invalid row refuses the whole request", async () => {
    const good = row();
    const before = (await importAudits()).length;
    const res = await runImport([good, row({ country: "" })]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION",
      errors: [{ path: "rows.1.country", message: expect.any(String) }],
    });
    expect(await developerByEmail(good.email as string)).toBeUndefined();
    expect(await importAudits()).toHaveLength(before);
  });

  it("emails claim links through the outbox; a used link shows E000IT", async () => {
    const rows = [row(), row()];
    const res = await runImport(rows, true);
    expect(res.json()).toEqual({ created: 2, skipped: 0, invited: 2 });
    const mail = await t.emailTo(rows[1]!.email as string);
    const token = linkIn(mail, "http://web.test:3000/signup/invited/")!.split("/").pop()!;
    const claim = () => post("/auth/claim", {}, { token, password: "Sunny-Mango-Trail-42" });
    const claimed = await claim();
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().role).toBe("developer");
    expect((await claim()).json().code).toBe("E000IT");
    expect(await t.emailTo(rows[0]!.email as string)).toBeTruthy();
  });
});

describe("the imports routes are superAdmin's only", () => {
  it.each(["developer", "customer", "customerAssociate", "matchers", "hardInterviewer"] as const)(
    "%s gets 403 on both",
    async (role) => {
      const user = await createSignedInUser(t.db.db, role);
      const email = uniqueEmail("refused");
      const checked = await post("/admin/imports/validate", user.headers, {
        rows: [row({ email })],
      });
      expect(checked.statusCode).toBe(403);
      const imported = await post("/admin/imports", user.headers, {
        rows: [row({ email })],
        sendInvitations: false,
      });
      expect(imported.statusCode).toBe(403);
      const written = await t.db.db
        .select()
        .from(schema.users)
        .where(inArray(schema.users.email, [email]));
      expect(written).toHaveLength(0);
    },
  );
});
