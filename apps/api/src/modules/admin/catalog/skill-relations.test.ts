import { type Role, roles } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { and, eq, or } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { skillId } from "../../../testing/developers";
import { createSignedInUser } from "../../../testing/factories";
import { requestsAs, requestsWith, setupSignedInUser, setupTestApp } from "../../../testing/setup";

const t = setupTestApp();
const admin = setupSignedInUser(t, "superAdmin");
const as = () => requestsAs(t, admin);
const db = () => t.db.db;
const URL = "/admin/catalog/skill-relations";

const ids: Record<string, string> = {};
beforeAll(async () => {
  for (const code of ["react", "preact", "vuejs", "nuxtjs", "angular", "svelte", "elm", "cobol"]) {
    ids[code] = await skillId(db(), code);
  }
});

/** The stored row of a pair, whichever order it is named in. */
async function storedPair(a: string, b: string) {
  const { skillId: s, relatedSkillId: r } = schema.skillRelations;
  const [row] = await db()
    .select()
    .from(schema.skillRelations)
    .where(or(and(eq(s, a), eq(r, b)), and(eq(s, b), eq(r, a))));
  return row;
}

const auditOf = (action: string, targetId: string) =>
  db()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.targetId, targetId)));

const put = (skill: string, related: string, strength: number) =>
  as().send("PUT", URL, { skillId: ids[skill], relatedSkillId: ids[related], strength });

const otherRoles = roles.filter(
  (role): role is Exclude<Role, "superAdmin"> => role !== "superAdmin",
);

describe("skill relations: who may use them", () => {
  it.each(otherRoles)("refuses %s on every endpoint (403)", async (role) => {
    const user = await createSignedInUser(db(), role);
    const http = requestsWith(t);
    const body = { skillId: ids.react, relatedSkillId: ids.elm, strength: 50 };
    const answers = await Promise.all([
      http.get(URL, user.headers),
      http.send("PUT", URL, user.headers, body),
      http.send("DELETE", `${URL}/${ids.react}/${ids.preact}`, user.headers),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403]);
    expect(await storedPair(ids.react!, ids.elm!)).toBeUndefined();
  });
});

describe("PUT /admin/catalog/skill-relations", () => {
  it("adds a pair stored in id order, answers in the order sent, and records it", async () => {
    const res = await put("elm", "cobol", 30);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      skill: { id: ids.elm, code: "elm", name: "Elm" },
      relatedSkill: { id: ids.cobol, code: "cobol", name: "COBOL" },
      strength: 30,
    });
    const row = await storedPair(ids.elm!, ids.cobol!);
    expect(row?.strength).toBe(30);
    expect(row!.skillId < row!.relatedSkillId).toBe(true);
    const [entry] = await auditOf("catalog.relation_set", "cobol~elm");
    expect(entry?.details).toMatchObject({
      skill: "elm",
      relatedSkill: "cobol",
      from: null,
      to: 30,
    });
    expect(entry?.actorUserId).toBe(admin.userId);
  });

  it("changes the strength of an existing pair named in the other order", async () => {
    await put("svelte", "elm", 20);
    const res = await put("elm", "svelte", 45);
    expect(res.statusCode).toBe(200);
    expect((await storedPair(ids.elm!, ids.svelte!))?.strength).toBe(45);
    const entries = await auditOf("catalog.relation_set", "elm~svelte");
    expect(entries.map((e) => e.details)).toContainEqual(
      expect.objectContaining({ from: 20, to: 45 }),
    );
  });

  it("refuses a skill related to itself, a bad strength (400) and an unknown skill (404)", async () => {
    const self = await put("react", "react", 50);
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe("VALIDATION");
    expect((await put("react", "elm", 0)).statusCode).toBe(400);
    expect((await put("react", "elm", 101)).statusCode).toBe(400);
    const missing = await as().send("PUT", URL, {
      skillId: ids.react,
      relatedSkillId: "00000000-0000-4000-8000-000000000000",
      strength: 50,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("NOT_FOUND");
  });
});

describe("GET /admin/catalog/skill-relations", () => {
  it("lists a skill's relations from its side, filters by text, a page at a time", async () => {
    const res = await as().get(`${URL}?skillId=${ids.vuejs}`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<{
      skill: { code: string };
      relatedSkill: { code: string };
      strength: number;
    }>;
    expect(items.every((i) => i.skill.code === "vuejs")).toBe(true);
    expect(items.find((i) => i.relatedSkill.code === "nuxtjs")?.strength).toBe(80);
    expect(items.find((i) => i.relatedSkill.code === "react")?.strength).toBe(40);

    const nuxt = (await as().get(`${URL}?skillId=${ids.vuejs}&q=nux`)).json();
    expect(nuxt.items.map((i: { relatedSkill: { code: string } }) => i.relatedSkill.code)).toEqual([
      "nuxtjs",
    ]);

    const first = (await as().get(`${URL}?limit=3`)).json();
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).toMatch(/^[a-z0-9_]+-[a-z0-9_]+$/);
    const second = (await as().get(`${URL}?limit=3&cursor=${first.nextCursor}`)).json();
    const key = (i: { skill: { code: string }; relatedSkill: { code: string } }) =>
      `${i.skill.code}~${i.relatedSkill.code}`;
    const seen = new Set(first.items.map(key));
    expect(second.items.filter((i: Parameters<typeof key>[0]) => seen.has(key(i)))).toEqual([]);
    expect((await as().get(`${URL}?cursor=nocursor`)).statusCode).toBe(400);
  });
});

describe("DELETE /admin/catalog/skill-relations/:skillId/:relatedSkillId", () => {
  it("removes a pair named in either order, records it, then answers 404", async () => {
    await put("angular", "elm", 25);
    const res = await as().send("DELETE", `${URL}/${ids.elm}/${ids.angular}`);
    expect(res.statusCode).toBe(204);
    expect(await storedPair(ids.angular!, ids.elm!)).toBeUndefined();
    const [entry] = await auditOf("catalog.relation_removed", "angular~elm");
    expect(entry?.details).toMatchObject({ strength: 25 });
    const again = await as().send("DELETE", `${URL}/${ids.angular}/${ids.elm}`);
    expect(again.statusCode).toBe(404);
    expect((await as().send("DELETE", `${URL}/${ids.elm}/${ids.elm}`)).statusCode).toBe(400);
  });
});

describe("a skill merge", () => {
  it("moves the duplicate's relations to the survivor, dropping self-relations, keeping the stronger", async () => {
    const add = async (name: string) =>
      (await as().post("/admin/catalog/skills", { name, category: "frontend" })).json() as {
        code: string;
      };
    const keep = await add("Graph Keep");
    const dup = await add("Graph Dup");
    const [keepId, dupId] = [await skillId(db(), keep.code), await skillId(db(), dup.code)];
    const relate = (a: string, b: string, strength: number) =>
      as().send("PUT", URL, { skillId: a, relatedSkillId: b, strength });
    await relate(keepId, ids.react!, 30);
    await relate(dupId, ids.react!, 70);
    await relate(keepId, ids.elm!, 60);
    await relate(dupId, ids.elm!, 20);
    await relate(dupId, ids.cobol!, 40);
    await relate(dupId, keepId, 90);

    const res = await as().post("/admin/catalog/skills/merge", {
      survivor: keep.code,
      duplicates: [dup.code],
      versions: { [keep.code]: 1, [dup.code]: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().moved.skillRelations).toBe(4);
    const rows = await db()
      .select()
      .from(schema.skillRelations)
      .where(
        or(
          eq(schema.skillRelations.skillId, keepId),
          eq(schema.skillRelations.relatedSkillId, keepId),
        ),
      );
    const strengthWith = (id: string) =>
      rows.find((r) => r.skillId === id || r.relatedSkillId === id)?.strength;
    expect(rows).toHaveLength(3);
    expect(strengthWith(ids.react!)).toBe(70);
    expect(strengthWith(ids.elm!)).toBe(60);
    expect(strengthWith(ids.cobol!)).toBe(40);
  });
});
