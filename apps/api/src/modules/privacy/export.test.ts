import { PersonalDataExport, personalDataSections, routes } from "@encaja/contracts";
import { tablePrivacy } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { auditRows } from "../../testing/audit";
import { seedTestCatalog } from "../../testing/developers";
import { createSignedInUser } from "../../testing/factories";
import { createPeopleWithEveryKindOfData } from "../../testing/personal-data";
import { publicTables } from "../../testing/table-scan";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalog(t.db.db);
});
afterAll(() => t.close());

const MARK = "zqexportmark";
const exportOf = (headers: Record<string, string>) =>
  t.call(routes.privacy.exportData, {}, { headers: headers });

describe("GET /users/me/export", () => {
  it("needs a signed-in user", async () => {
    const res = await exportOf({});
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe("AUTH_REQUIRED");
  });

  it("downloads the caller's data as a dated JSON file, without secrets, and audits it", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const [credential] = await t.db.db
      .select()
      .from(schema.credentials)
      .where(eq(schema.credentials.userId, dev.userId));
    const [session] = await t.db.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, dev.userId));

    const res = await exportOf(dev.headers);
    expect(res.status).toBe(200);
    expect(res.response.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.response.headers["content-disposition"]).toMatch(
      /^attachment; filename="encaja-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.response.headers["access-control-expose-headers"]).toContain("content-disposition");
    const body = PersonalDataExport.parse(res.body);
    expect(body.userId).toBe(dev.userId);
    expect(Object.keys(body.sections).sort()).toEqual([...personalDataSections].sort());
    expect(body.sections.account).toMatchObject([{ email: dev.email, role: "developer" }]);
    expect(body.sections.developerProfile).toMatchObject([{ id: dev.developerId }]);
    expect(body.sections.signInMethods).toEqual([
      expect.objectContaining({ hasPassword: true, googleLinked: false }),
    ]);
    expect(body.sections.sessions).toHaveLength(1);
    // Never a password hash, a token hash or a bearer token.
    expect(res.response.body).not.toContain(credential!.passwordHash!);
    expect(res.response.body).not.toContain(session!.tokenHash);
    expect(res.response.body).not.toContain(dev.token);
    expect(res.response.body).not.toMatch(/passwordHash|tokenHash|storageKey/);

    const audit = await auditRows(t.db.db, "privacy.exported", "actorUserId", dev.userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ subjectUserId: dev.userId, requestId: expect.any(String) });
    expect(audit[0]!.details).toMatchObject({ sections: expect.arrayContaining(["account"]) });
  });

  it("is rate-limited per user", async () => {
    const user = await createSignedInUser(t.db.db, "customer");
    for (let i = 0; i < 10; i += 1) expect((await exportOf(user.headers)).status).toBe(200);
    const limited = await exportOf(user.headers);
    expect(limited.status).toBe(429);
    expect(limited.error?.code).toBe("RATE_LIMITED");
  });
});

describe("the export covers every personal-data table", () => {
  it("maps every erased or anonymised table to a section, or says why not", async () => {
    for (const table of await publicTables(t.db.db)) {
      const privacy = tablePrivacy[table];
      expect(privacy, table).toBeDefined();
      if (!privacy || privacy.class === "reference") continue;
      expect(privacy, table).toHaveProperty("export");
      if (privacy.export === null) expect(privacy.reason.length, table).toBeGreaterThan(10);
      else expect(personalDataSections, table).toContain(privacy.export);
    }
  });

  it("fills the section of every mapped table for a person with data everywhere", async () => {
    const people = await createPeopleWithEveryKindOfData(t, (field) => `${MARK}${field}`);
    const exports = await Promise.all(
      Object.values(people)
        .filter((p): p is typeof people.developer => typeof p === "object")
        .map(async (person) => {
          const res = await exportOf(person.headers);
          expect(res.status).toBe(200);
          return PersonalDataExport.parse(res.body);
        }),
    );
    const filled = new Set(
      exports.flatMap((e) =>
        Object.entries(e.sections)
          .filter(([, rows]) => rows.length > 0)
          .map(([name]) => name),
      ),
    );
    const empty: string[] = [];
    for (const table of await publicTables(t.db.db)) {
      const privacy = tablePrivacy[table];
      if (privacy && privacy.class !== "reference" && privacy.export && !filled.has(privacy.export))
        empty.push(`${table} → ${privacy.export}`);
    }
    expect(empty).toEqual([]);

    // What the developer may not see stays out: staff notes, the company's feedback, scorecards.
    const devExport = JSON.stringify(exports[0]);
    expect(devExport).toContain(`${MARK}devmsg`);
    expect(devExport).toContain(`${MARK}shared`);
    for (const hidden of ["candnote", "eventnote", "screening", "summary", "score", "feedback"])
      expect(devExport, hidden).not.toContain(`${MARK}${hidden}`);
    for (const secret of ["resethash", "verifyhash", "claimhash", "invitehash", "slug", "mailtext"])
      expect(devExport, secret).not.toContain(`${MARK}${secret}`);
  });
});
