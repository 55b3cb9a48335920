import { type Role, roles } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { seedCatalog } from "@encaja/db/seed";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { skillId } from "../../../testing/developers";
import { createSignedInUser } from "../../../testing/factories";
import { createTestOffer } from "../../../testing/offers";
import { requestsAs, requestsWith, setupSignedInUser, setupTestApp } from "../../../testing/setup";

const t = setupTestApp();
const admin = setupSignedInUser(t, "superAdmin");
const as = () => requestsAs(t, admin);
const patch = (url: string, payload: object) => as().send("PATCH", url, payload);

const auditOf = (action: string, targetId: string) =>
  t.db.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.targetId, targetId)));

const otherRoles = roles.filter(
  (role): role is Exclude<Role, "superAdmin"> => role !== "superAdmin",
);

describe("admin catalog: who may use it", () => {
  it.each(otherRoles)("refuses %s on every endpoint (403)", async (role) => {
    const user = await createSignedInUser(t.db.db, role);
    const http = requestsWith(t);
    const answers = await Promise.all([
      http.get("/admin/catalog/skills", user.headers),
      http.get("/admin/catalog/stacks", user.headers),
      http.post("/admin/catalog/skills", user.headers, { name: "Nope", category: "backend" }),
      http.post("/admin/catalog/stacks", user.headers, { name: "Nope" }),
      http.send("PATCH", "/admin/catalog/skills/react", user.headers, { version: 1, name: "X" }),
      http.send("PATCH", "/admin/catalog/stacks/node_react", user.headers, {
        version: 1,
        name: "X",
      }),
      http.post("/admin/catalog/skills/merge", user.headers, {
        survivor: "react",
        duplicates: ["angular"],
        versions: { react: 1, angular: 1 },
      }),
      http.post("/admin/catalog/stacks/merge", user.headers, {
        survivor: "node_react",
        duplicates: ["java_spring"],
        versions: { node_react: 1, java_spring: 1 },
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 403));
  });

  it("asks for a sign-in (401)", async () => {
    expect((await requestsWith(t).get("/admin/catalog/skills")).statusCode).toBe(401);
  });
});

describe("GET /admin/catalog/skills and /stacks", () => {
  it("lists skills with usage and filters by text and category, a page at a time", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    await t.db.db.insert(schema.developerSkills).values({
      developerId: dev.developerId!,
      skillId: await skillId(t.db.db, "nodejs"),
      level: 3,
    });
    const res = await as().get("/admin/catalog/skills?q=node&category=backend");
    expect(res.statusCode).toBe(200);
    const node = res.json().items.find((s: { code: string }) => s.code === "nodejs");
    expect(node).toMatchObject({ name: "Node.js", category: "backend", version: 1, aliases: [] });
    expect(node.usage.developers).toBeGreaterThanOrEqual(1);

    const first = (await as().get("/admin/catalog/skills?limit=2")).json();
    expect(first.items).toHaveLength(2);
    const second = (
      await as().get(`/admin/catalog/skills?limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items[0].code).not.toBe(first.items[0].code);
  });

  it("lists stacks and refuses a bad filter (400)", async () => {
    const res = await as().get("/admin/catalog/stacks?q=spring");
    expect(res.json().items.map((s: { code: string }) => s.code)).toContain("java_spring");
    expect((await as().get("/admin/catalog/skills?category=cooking")).statusCode).toBe(400);
  });
});

describe("POST /admin/catalog/skills and /stacks", () => {
  it("adds a skill with a code from its name and records it", async () => {
    const res = await as().post("/admin/catalog/skills", {
      name: "Qwik Città",
      category: "frontend",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: "qwik_citta", name: "Qwik Città", version: 1 });
    expect(await auditOf("catalog.added", "qwik_citta")).toHaveLength(1);
    const stack = await as().post("/admin/catalog/stacks", { name: "Gleam + Lustre" });
    expect(stack.statusCode).toBe(201);
    expect(stack.json().code).toBe("gleam_lustre");
  });

  it("refuses a duplicate name, whatever its case or accents (409), and a bad body (400)", async () => {
    const dup = await as().post("/admin/catalog/skills", { name: "réact", category: "frontend" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe("CONFLICT");
    const bad = await as().post("/admin/catalog/skills", { name: "", category: "frontend" });
    expect(bad.statusCode).toBe(400);
    expect((await as().post("/admin/catalog/stacks", { name: "Node.js + React" })).statusCode).toBe(
      409,
    );
  });
});

describe("PATCH /admin/catalog/skills/:code", () => {
  it("renames, keeps the old name as an alias that search still finds, and records it", async () => {
    const res = await patch("/admin/catalog/skills/svelte", { version: 1, name: "Svelte Runes" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Svelte Runes", version: 2, aliases: ["Svelte"] });
    const publicSearch = await requestsWith(t).get("/catalog/skills?q=svelte");
    expect(publicSearch.json().items.map((s: { code: string }) => s.code)).toContain("svelte");
    const byAlias = await as().get("/admin/catalog/skills?q=Svelte");
    expect(byAlias.json().items[0].code).toBe("svelte");
    // A restart re-seeds the catalogue: the admin's name stays.
    await seedCatalog(t.db.db);
    expect((await as().get("/admin/catalog/skills?q=svelte")).json().items[0].name).toBe(
      "Svelte Runes",
    );
    const [entry] = await auditOf("catalog.renamed", "svelte");
    expect(entry?.details).toMatchObject({ from: "Svelte", to: "Svelte Runes" });
    expect(entry?.actorUserId).toBe(admin.userId);
  });

  it("refuses a stale version (409 RECORD_CHANGED), a taken name (409) and a missing skill (404)", async () => {
    const stale = await patch("/admin/catalog/skills/angular", { version: 7, name: "Angular 2" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "RECORD_CHANGED", currentVersion: 1 });
    const taken = await patch("/admin/catalog/skills/angular", { version: 1, name: "React" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("CONFLICT");
    expect((await patch("/admin/catalog/skills/nope", { version: 1, name: "X" })).statusCode).toBe(
      404,
    );
    expect((await patch("/admin/catalog/skills/angular", { name: "X" })).statusCode).toBe(400);
  });

  it("renames a stack the same way", async () => {
    const res = await patch("/admin/catalog/stacks/java_spring", {
      version: 1,
      name: "Java + Spring Boot",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, aliases: ["Java + Spring"] });
    expect(await auditOf("catalog.renamed", "java_spring")).toHaveLength(1);
    const stale = await patch("/admin/catalog/stacks/java_spring", { version: 1, name: "Java" });
    expect(stale.json().code).toBe("RECORD_CHANGED");
  });
});

describe("searches by a former name", () => {
  it("still find the offers and developers of a renamed skill (job board and talent search)", async () => {
    const created = (
      await as().post("/admin/catalog/skills", { name: "Zephyrx Lang", category: "backend" })
    ).json();
    const id = await skillId(t.db.db, created.code);
    const dev = await createSignedInUser(t.db.db, "developer");
    await t.db.db
      .insert(schema.developerSkills)
      .values({ developerId: dev.developerId!, skillId: id, level: 4 });
    const { id: offerId } = await createTestOffer(t.db.db, {
      body: { skills: [{ skillId: id, minLevel: "low_use", required: true }] },
    });
    const renamed = await patch(`/admin/catalog/skills/${created.code}`, {
      version: 1,
      name: "Quorvex Lang",
    });
    expect(renamed.statusCode).toBe(200);

    const jobs = (await requestsWith(t).get("/jobs?q=Zephyrx%20Lang")).json();
    expect(jobs.items.map((j: { id: string }) => j.id)).toContain(offerId);
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const talent = (await requestsWith(t).get("/talent?q=Zephyrx%20Lang", matcher.headers)).json();
    expect(talent.items.map((c: { professionalId: string }) => c.professionalId)).toContain(
      dev.developerId,
    );
  });
});
