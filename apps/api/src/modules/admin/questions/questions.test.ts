import { InterviewQuestion, InterviewQuestionList, type Role, roles } from "@encaja/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { auditRows } from "../../../testing/audit";
import { seedTestCatalog } from "../../../testing/developers";
import { createSignedInUser } from "../../../testing/factories";
import { requestsAs, requestsWith, setupSignedInUser, setupTestApp } from "../../../testing/setup";

const t = setupTestApp();
const admin = setupSignedInUser(t, "superAdmin");
const as = () => requestsAs(t, admin);
beforeAll(() => seedTestCatalog(t.db.db));

const question = (overrides: Record<string, unknown> = {}) => ({
  kind: "hard",
  skillCode: "react",
  level: "senior",
  textEs: "¿Cómo medirías un render lento?",
  textEn: "How would you measure a slow render?",
  ...overrides,
});

const auditOf = (action: string, targetId: string) =>
  auditRows(t.db.db, action, "targetId", targetId);

const otherRoles = roles.filter(
  (role): role is Exclude<Role, "superAdmin"> => role !== "superAdmin",
);
const someId = "00000000-0000-4000-8000-000000000000";

describe("admin question bank: who may use it", () => {
  it.each(otherRoles)("refuses %s on every endpoint (403)", async (role) => {
    const user = await createSignedInUser(t.db.db, role);
    const http = requestsWith(t);
    const answers = await Promise.all([
      http.get("/admin/questions", user.headers),
      http.post("/admin/questions", user.headers, question()),
      http.put(`/admin/questions/${someId}`, user.headers, question()),
      http.send("DELETE", `/admin/questions/${someId}`, user.headers),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 403));
  });

  it("asks for a sign-in (401)", async () => {
    expect((await requestsWith(t).get("/admin/questions")).statusCode).toBe(401);
  });
});

describe("the question bank's CRUD", () => {
  it("adds, lists by filter, deactivates and deletes a question, auditing each change", async () => {
    const created = await as().post("/admin/questions", question());
    expect(created.statusCode).toBe(201);
    const added = InterviewQuestion.parse(created.json());
    expect(added).toMatchObject({
      kind: "hard",
      skill: { code: "react", name: "React" },
      criterion: null,
      level: "senior",
      position: 0,
      active: true,
    });
    expect(await auditOf("question.added", added.id)).toHaveLength(1);
    await as().post(
      "/admin/questions",
      question({ kind: "soft", skillCode: null, criterion: "teamwork", level: "junior" }),
    );

    const list = async (query: string) =>
      InterviewQuestionList.parse((await as().get(`/admin/questions?${query}`)).json()).items;
    expect((await list("skill=react")).map((q) => q.id)).toEqual([added.id]);
    expect((await list("kind=soft")).map((q) => q.criterion)).toEqual(["teamwork"]);
    expect(await list("level=junior&kind=hard")).toEqual([]);

    const updated = await as().send(
      "PUT",
      `/admin/questions/${added.id}`,
      question({ textEn: "How would you profile a slow render?", active: false }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      active: false,
      textEn: "How would you profile a slow render?",
    });
    expect(await auditOf("question.changed", added.id)).toHaveLength(1);
    expect(await list("skill=react&active=true")).toEqual([]);
    expect(await list("skill=react&active=false")).toHaveLength(1);

    const removed = await as().send("DELETE", `/admin/questions/${added.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await auditOf("question.deleted", added.id)).toHaveLength(1);
    expect((await as().send("DELETE", `/admin/questions/${added.id}`)).statusCode).toBe(404);
    const missing = await as().send("PUT", `/admin/questions/${added.id}`, question());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("NOT_FOUND");
  });

  it("pages the list with a cursor", async () => {
    for (const position of [1, 2, 3]) {
      await as().post("/admin/questions", question({ skillCode: "vuejs", position }));
    }
    const first = InterviewQuestionList.parse(
      (await as().get("/admin/questions?skill=vuejs&limit=2")).json(),
    );
    expect(first.items.map((q) => q.position)).toEqual([1, 2]);
    const next = InterviewQuestionList.parse(
      (await as().get(`/admin/questions?skill=vuejs&limit=2&cursor=${first.nextCursor}`)).json(),
    );
    expect(next.items.map((q) => q.position)).toEqual([3]);
    expect(next.nextCursor).toBeNull();
  });
});

describe("the question bank's validation (400 in the error envelope)", () => {
  it.each([
    ["a skill on a soft question", { kind: "soft", criterion: "teamwork" }, "skillCode"],
    ["a skill and a criterion", { criterion: "problem_solving" }, "criterion"],
    ["a soft question without criterion", { kind: "soft", skillCode: null }, "criterion"],
    [
      "another kind's criterion",
      { kind: "english", skillCode: null, criterion: "teamwork" },
      "criterion",
    ],
    ["an unknown level", { level: "principal" }, "level"],
    ["a text too short", { textEs: "¿Y?" }, "textEs"],
    ["an unknown skill", { skillCode: "no_such_skill" }, "skillCode"],
  ])("refuses %s", async (_, overrides, field) => {
    const res = await as().post("/admin/questions", question(overrides));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION");
    expect(JSON.stringify(body.errors)).toContain(field);
  });
});
