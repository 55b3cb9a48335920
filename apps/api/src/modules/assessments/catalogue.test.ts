import { AssessmentList, AssessmentSummary, routes } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { expectValidationError } from "../../testing/assertions";
import { CODE_ASSESSMENT_ID, JAVASCRIPT_QUIZ_ID } from "../../testing/assessments";
import { expectOk } from "../../testing/call";
import { setupTestApp } from "../../testing/setup";

const t = setupTestApp();

describe("GET /assessments (public catalogue)", () => {
  it("lists the code assessment, the profile test and six skill quizzes without answers", async () => {
    const res = await t.call(routes.assessments.list, { query: {} });
    const list = expectOk(res, 200);
    expect(list.items.map((a) => a.kind)).toEqual(["code", "profile", ...Array(6).fill("quiz")]);
    expect(list.nextCursor).toBeNull();
    const code = list.items[0]!;
    expect(code).toMatchObject({
      itemCount: 3,
      skills: [{ code: "javascript", name: "JavaScript" }, { code: "typescript" }],
    });
    expect(list.items[1]!.itemCount).toBeGreaterThanOrEqual(40);
    for (const quiz of list.items.slice(2)) expect(quiz.itemCount).toBeGreaterThanOrEqual(12);
    expect(res.response.body).not.toMatch(/"answer"|"hidden"|"expected"/);
  });

  it("filters by kind and pages with limit and cursor", async () => {
    const first = AssessmentList.parse(
      expectOk(await t.call(routes.assessments.list, { query: { kind: "quiz", limit: 4 } })),
    );
    expect(first.items).toHaveLength(4);
    expect(first.nextCursor).toBe("4");
    const second = AssessmentList.parse(
      expectOk(
        await t.call(routes.assessments.list, {
          query: { kind: "quiz", limit: 4, cursor: first.nextCursor! },
        }),
      ),
    );
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
  });

  it.each([
    ["kind=essay", "querystring.kind"],
    ["limit=0", "querystring.limit"],
    ["limit=101", "querystring.limit"],
    ["cursor=abc", "querystring.cursor"],
    ["extra=1", "querystring"],
  ])("rejects %s with 400 VALIDATION", async (query, path) => {
    // Off-contract queries on purpose: raw inject, the typed caller would refuse them.
    const res = await t.app.inject({ url: `/assessments?${query}` });
    expectValidationError(res, path);
  });
});

describe("GET /assessments/{id}", () => {
  it("answers one assessment", async () => {
    const res = await t.call(routes.assessments.get, { params: { id: JAVASCRIPT_QUIZ_ID } });
    expect(res.status).toBe(200);
    expect(AssessmentSummary.parse(res.body)).toMatchObject({ kind: "quiz", passScore: 70 });
    expect(
      expectOk(await t.call(routes.assessments.get, { params: { id: CODE_ASSESSMENT_ID } })).kind,
    ).toBe("code");
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const missing = await t.call(routes.assessments.get, {
      params: { id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe("NOT_FOUND");
    expect((await t.call(routes.assessments.get, { params: { id: "nope" } })).status).toBe(400);
  });
});
