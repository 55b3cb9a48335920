import { AssessmentList, AssessmentSummary } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import { CODE_ASSESSMENT_ID, JAVASCRIPT_QUIZ_ID } from "../../testing/assessments";
import { setupTestApp } from "../../testing/setup";

const t = setupTestApp();

describe("GET /assessments (public catalogue)", () => {
  it("lists the code assessment, the profile test and six skill quizzes without answers", async () => {
    const res = await t.app.inject({ url: "/assessments" });
    const list = expectBody(res, AssessmentList);
    expect(list.items.map((a) => a.kind)).toEqual(["code", "profile", ...Array(6).fill("quiz")]);
    expect(list.nextCursor).toBeNull();
    const code = list.items[0]!;
    expect(code).toMatchObject({
      itemCount: 3,
      skills: [{ code: "javascript", name: "JavaScript" }, { code: "typescript" }],
    });
    expect(list.items[1]!.itemCount).toBeGreaterThanOrEqual(40);
    for (const quiz of list.items.slice(2)) expect(quiz.itemCount).toBeGreaterThanOrEqual(12);
    expect(res.body).not.toMatch(/"answer"|"hidden"|"expected"/);
  });

  it("filters by kind and pages with limit and cursor", async () => {
    const first = AssessmentList.parse(
      (await t.app.inject({ url: "/assessments?kind=quiz&limit=4" })).json(),
    );
    expect(first.items).toHaveLength(4);
    expect(first.nextCursor).toBe("4");
    const second = AssessmentList.parse(
      (
        await t.app.inject({ url: `/assessments?kind=quiz&limit=4&cursor=${first.nextCursor}` })
      ).json(),
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
    const res = await t.app.inject({ url: `/assessments?${query}` });
    expectValidationError(res, path);
  });
});

describe("GET /assessments/{id}", () => {
  it("answers one assessment", async () => {
    const res = await t.app.inject({ url: `/assessments/${JAVASCRIPT_QUIZ_ID}` });
    expect(res.statusCode).toBe(200);
    expect(AssessmentSummary.parse(res.json())).toMatchObject({ kind: "quiz", passScore: 70 });
    expect((await t.app.inject({ url: `/assessments/${CODE_ASSESSMENT_ID}` })).json().kind).toBe(
      "code",
    );
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const missing = await t.app.inject({
      url: "/assessments/00000000-0000-4000-8000-000000000000",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("NOT_FOUND");
    expect((await t.app.inject({ url: "/assessments/nope" })).statusCode).toBe(400);
  });
});
