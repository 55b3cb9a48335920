import { CandidateHistory, Interview, InterviewKit, StaffDeveloperView } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { seedQuestionBank } from "@encaja/db/seed";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hoursFromNow, setupInterviewTest } from "../../testing/interviews";
import { candidateRow } from "../../testing/rows";

const { t, matcher, interviewer, send, get, addCandidate, schedule, createDeveloper } =
  setupInterviewTest();

describe("the kit, the scorecard and completing", () => {
  it("opens the kit with profile, required skills and bilingual questions", async () => {
    await seedQuestionBank(t.db.db);
    const { candidate } = await addCandidate();
    const created = await schedule({
      candidateId: candidate.id,
      interviewerUserId: interviewer.userId,
    });
    const res = await get(`/interviews/${created.id}`, interviewer.headers);
    expect(res.statusCode).toBe(200);
    const kit = InterviewKit.parse(res.json());
    expect(kit.interview.id).toBe(created.id);
    expect(kit.profile.skills.length).toBeGreaterThan(0);
    expect(kit.requiredSkills.length).toBeGreaterThan(0);
    const skillGroup = kit.questions.find((q) => q.kind === "skill");
    expect(skillGroup?.items[0]?.text.es).toBeTruthy();
    expect(skillGroup?.items[0]?.text.en).toBeTruthy();
    expect(kit.questions.some((q) => q.kind === "criterion")).toBe(true);
  });

  it("autosaves for the assigned interviewer only, completes once, and moves the hard stage", async () => {
    const { candidate, developer } = await addCandidate();
    const created = await schedule({
      candidateId: candidate.id,
      interviewerUserId: interviewer.userId,
    });
    const url = `/interviews/${created.id}`;
    const outOfRange = await send(
      "PATCH",
      `${url}/scorecard`,
      { rows: [{ kind: "skill", key: "nodejs", score: 6, note: "" }] },
      interviewer.headers,
    );
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().code).toBe("VALIDATION");
    const notMine = await send("PATCH", `${url}/scorecard`, {
      summary: "I am not the interviewer",
    });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().code).toBe("INTERVIEW_NOT_ASSIGNED");
    const saved = await send(
      "PATCH",
      `${url}/scorecard`,
      {
        rows: [
          { kind: "skill", key: "nodejs", score: 4, note: "Streams, backpressure" },
          { kind: "criterion", key: "problem_solving", score: 5, note: "" },
        ],
        summary: "Strong backend developer",
      },
      interviewer.headers,
    );
    expect(saved.statusCode).toBe(200);
    const again = await send(
      "PATCH",
      `${url}/scorecard`,
      { rows: [{ kind: "skill", key: "nodejs", score: 5, note: "Even better" }] },
      interviewer.headers,
    );
    expect(Interview.parse(again.json()).scorecard).toMatchObject({
      summary: "Strong backend developer",
      rows: [
        { kind: "criterion", key: "problem_solving", score: 5 },
        { kind: "skill", key: "nodejs", score: 5, note: "Even better" },
      ],
    });
    const byMatcher = await send("POST", `${url}/complete`, { result: "approved" });
    expect(byMatcher.json().code).toBe("INTERVIEW_NOT_ASSIGNED");
    const done = await send("POST", `${url}/complete`, { result: "approved" }, interviewer.headers);
    expect(done.statusCode).toBe(200);
    expect(Interview.parse(done.json())).toMatchObject({ status: "completed", result: "approved" });
    const twice = await send(
      "POST",
      `${url}/complete`,
      { result: "approved" },
      interviewer.headers,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "INTERVIEW_CLOSED", status: "completed" });
    const late = await send("PATCH", `${url}/scorecard`, { summary: "edit" }, interviewer.headers);
    expect(late.json().code).toBe("INTERVIEW_CLOSED");

    const row = await candidateRow(t.db.db, candidate.id);
    expect(row).toMatchObject({ hardStatus: "approved", status: candidate.status });
    const history = CandidateHistory.parse(
      (await get(`/candidates/${candidate.id}/history`)).json(),
    );
    expect(history.items.at(-1)).toMatchObject({
      kind: "stages",
      actor: { userId: interviewer.userId },
      stageChanges: [{ stage: "hard", from: "pending", to: "approved" }],
    });
    const verified = await t.db.db
      .select()
      .from(schema.interviewVerifiedSkills)
      .where(eq(schema.interviewVerifiedSkills.developerId, developer.developerId));
    expect(verified).toEqual([expect.objectContaining({ level: 5, interviewId: created.id })]);
  });

  it("an English interview needs the CEFR level and records it as verified", async () => {
    const { candidate, developer } = await addCandidate();
    const created = await schedule({
      type: "english",
      candidateId: candidate.id,
      interviewerUserId: matcher.userId,
    });
    const url = `/interviews/${created.id}/complete`;
    const noLevel = await send("POST", url, { result: "approved" });
    expect(noLevel.json()).toMatchObject({
      code: "VALIDATION",
      errors: [{ path: "body.englishLevel" }],
    });
    const done = await send("POST", url, { result: "not_approved", englishLevel: "b1" });
    expect(Interview.parse(done.json())).toMatchObject({
      englishLevel: "b1",
      result: "not_approved",
    });
    const [english] = await t.db.db
      .select()
      .from(schema.interviewVerifiedEnglish)
      .where(eq(schema.interviewVerifiedEnglish.developerId, developer.developerId));
    expect(english?.level).toBe("b1");
    const view = StaffDeveloperView.parse(
      (await get(`/developers/${developer.developerId}`)).json(),
    );
    expect(view.interviewVerified.english).toMatchObject({ level: "b1" });
    const row = await candidateRow(t.db.db, candidate.id);
    expect(row.englishStatus).toBe("not_approved");
  });

  it("a correction supersedes a completed interview, never a scheduled one", async () => {
    const dev = await createDeveloper();
    const first = await schedule({
      type: "soft",
      developerId: dev.developerId,
      interviewerUserId: matcher.userId,
    });
    const early = await send("POST", "/interviews", {
      type: "soft",
      developerId: dev.developerId,
      interviewerUserId: matcher.userId,
      scheduledAt: hoursFromNow(300),
      supersedesId: first.id,
    });
    expect(early.json()).toMatchObject({
      code: "VALIDATION",
      errors: [{ path: "body.supersedesId" }],
    });
    await send("POST", `/interviews/${first.id}/complete`, { result: "not_approved" });
    const correction = await schedule({
      type: "soft",
      developerId: dev.developerId,
      interviewerUserId: matcher.userId,
      scheduledAt: hoursFromNow(300),
      supersedesId: first.id,
    });
    expect(correction.supersedesId).toBe(first.id);
  });
});
