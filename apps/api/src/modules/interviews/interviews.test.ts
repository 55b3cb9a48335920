import {
  CandidateHistory,
  Interview,
  InterviewerList,
  InterviewKit,
  InterviewList,
  StaffDeveloperView,
} from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../../testing/factories";
import {
  createInterviewCandidate,
  hoursFromNow,
  scheduleTestInterview,
} from "../../testing/interviews";
import { createMatchDeveloper } from "../../testing/matching";
import { requestsAs, setupSignedInUser, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const matcher = setupSignedInUser(t, "matchers");
const interviewer = setupSignedInUser(t, "hardInterviewer");
const { send, get } = requestsAs(t, matcher);

describe("scheduling interviews", () => {
  it("a matcher schedules a hard interview of a candidate; it shows in lists and on the offer", async () => {
    const { offerId, candidate } = await createInterviewCandidate(t, matcher);
    const scheduledAt = hoursFromNow(30);
    const res = await send("POST", "/interviews", {
      type: "hard",
      candidateId: candidate.id,
      interviewerUserId: interviewer.userId,
      scheduledAt,
      durationMinutes: 45,
      meetingUrl: "https://meet.example.test/abc",
    });
    expect(res.statusCode).toBe(201);
    const created = Interview.parse(res.json());
    expect(created).toMatchObject({
      type: "hard",
      status: "scheduled",
      candidateId: candidate.id,
      offer: { id: offerId },
      interviewer: { userId: interviewer.userId },
      scheduledAt,
      durationMinutes: 45,
      sequence: 0,
      scorecard: { rows: [], summary: "", recommendation: "" },
    });
    const mine = InterviewList.parse(
      (await get("/interviews?type=hard", interviewer.headers)).json(),
    );
    expect(mine.items.map((i) => i.id)).toContain(created.id);
    const ofOffer = (await get(`/offers/${offerId}/interviews`)).json();
    expect(ofOffer.items.map((i: { id: string }) => i.id)).toEqual([created.id]);
  });

  it("refuses the past, an interviewer's overlapping interview, and bad bodies", async () => {
    const dev = await createMatchDeveloper(t.db.db);
    const base = { type: "soft", developerId: dev.developerId, interviewerUserId: matcher.userId };
    const past = await send("POST", "/interviews", { ...base, scheduledAt: hoursFromNow(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe("INTERVIEW_IN_PAST");
    const at = hoursFromNow(100);
    expect((await send("POST", "/interviews", { ...base, scheduledAt: at })).statusCode).toBe(201);
    const overlapping = await send("POST", "/interviews", {
      ...base,
      scheduledAt: new Date(Date.parse(at) + 30 * 60_000).toISOString(),
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().code).toBe("INTERVIEWER_BUSY");
    const both = await send("POST", "/interviews", {
      ...base,
      candidateId: dev.developerId,
      scheduledAt: hoursFromNow(200),
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe("VALIDATION");
    const unknownInterviewer = await send("POST", "/interviews", {
      ...base,
      interviewerUserId: dev.userId,
      scheduledAt: hoursFromNow(200),
    });
    expect(unknownInterviewer.json()).toMatchObject({
      code: "VALIDATION",
      errors: [{ path: "body.interviewerUserId" }],
    });
    const tooLong = await send("POST", "/interviews", {
      ...base,
      durationMinutes: 600,
      scheduledAt: hoursFromNow(200),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it("a hardInterviewer schedules only for themselves and sees only their own interviews", async () => {
    const other = await createSignedInUser(t.db.db, "hardInterviewer");
    const dev = await createMatchDeveloper(t.db.db);
    const forOther = await send(
      "POST",
      "/interviews",
      {
        type: "hard",
        developerId: dev.developerId,
        interviewerUserId: other.userId,
        scheduledAt: hoursFromNow(50),
      },
      interviewer.headers,
    );
    expect(forOther.statusCode).toBe(403);
    const othersInterview = await scheduleTestInterview(t, matcher, {
      developerId: dev.developerId,
      interviewerUserId: other.userId,
    });
    const list = InterviewList.parse(
      (await get(`/interviews?interviewerUserId=${other.userId}`, interviewer.headers)).json(),
    );
    expect(list.items.every((i) => i.interviewer?.userId === interviewer.userId)).toBe(true);
    const opened = await get(`/interviews/${othersInterview.id}`, interviewer.headers);
    expect(opened.statusCode).toBe(404);
    const scored = await send(
      "PATCH",
      `/interviews/${othersInterview.id}/scorecard`,
      { summary: "x" },
      interviewer.headers,
    );
    expect(scored.statusCode).toBe(404);
  });

  it("nobody outside interviewers and staff reaches interviews", async () => {
    for (const role of ["developer", "customer", "customerAssociate"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      for (const path of ["/interviews", "/interviewers"]) {
        const res = await get(path, user.headers);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe("FORBIDDEN");
      }
    }
  });

  it("lists who can be assigned: staff see every interviewer, a hardInterviewer only themselves", async () => {
    const developer = await createSignedInUser(t.db.db, "developer");
    const forStaff = InterviewerList.parse((await get("/interviewers", matcher.headers)).json());
    const ids = forStaff.items.map((i) => i.userId);
    expect(ids).toEqual(expect.arrayContaining([matcher.userId, interviewer.userId]));
    expect(ids).not.toContain(developer.userId);
    const own = InterviewerList.parse((await get("/interviewers", interviewer.headers)).json());
    expect(own.items).toEqual([
      expect.objectContaining({ userId: interviewer.userId, role: "hardInterviewer" }),
    ]);
  });
});

describe("the kit, the scorecard and completing", () => {
  it("opens the kit with profile, required skills and bilingual questions", async () => {
    const { candidate } = await createInterviewCandidate(t, matcher);
    const created = await scheduleTestInterview(t, matcher, {
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
    const { candidate, developer } = await createInterviewCandidate(t, matcher);
    const created = await scheduleTestInterview(t, matcher, {
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

    const [row] = await t.db.db
      .select()
      .from(schema.candidates)
      .where(eq(schema.candidates.id, candidate.id));
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
    const { candidate, developer } = await createInterviewCandidate(t, matcher);
    const created = await scheduleTestInterview(t, matcher, {
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
    const [row] = await t.db.db
      .select()
      .from(schema.candidates)
      .where(eq(schema.candidates.id, candidate.id));
    expect(row?.englishStatus).toBe("not_approved");
  });

  it("a correction supersedes a completed interview, never a scheduled one", async () => {
    const dev = await createMatchDeveloper(t.db.db);
    const first = await scheduleTestInterview(t, matcher, {
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
    const correction = await scheduleTestInterview(t, matcher, {
      type: "soft",
      developerId: dev.developerId,
      interviewerUserId: matcher.userId,
      scheduledAt: hoursFromNow(300),
      supersedesId: first.id,
    });
    expect(correction.supersedesId).toBe(first.id);
  });
});

describe("cancel, reschedule and the list", () => {
  it("cancel and reschedule raise the sequence; a cancelled interview is closed", async () => {
    const dev = await createMatchDeveloper(t.db.db);
    const created = await scheduleTestInterview(t, matcher, {
      developerId: dev.developerId,
      interviewerUserId: interviewer.userId,
      scheduledAt: hoursFromNow(400),
    });
    const moved = await send("POST", `/interviews/${created.id}/reschedule`, {
      scheduledAt: hoursFromNow(410),
    });
    expect(Interview.parse(moved.json()).sequence).toBe(1);
    const past = await send("POST", `/interviews/${created.id}/reschedule`, {
      scheduledAt: hoursFromNow(-2),
    });
    expect(past.json().code).toBe("INTERVIEW_IN_PAST");
    const cancelled = await send(
      "POST",
      `/interviews/${created.id}/cancel`,
      {},
      interviewer.headers,
    );
    expect(Interview.parse(cancelled.json())).toMatchObject({ status: "cancelled", sequence: 2 });
    const again = await send("POST", `/interviews/${created.id}/cancel`, {});
    expect(again.json()).toMatchObject({ code: "INTERVIEW_CLOSED", status: "cancelled" });
  });

  it("filters by developer and status, sorts, and pages with a cursor", async () => {
    const dev = await createMatchDeveloper(t.db.db);
    const ids: string[] = [];
    for (const hours of [500, 520, 510]) {
      const created = await scheduleTestInterview(t, matcher, {
        developerId: dev.developerId,
        interviewerUserId: interviewer.userId,
        scheduledAt: hoursFromNow(hours),
      });
      ids.push(created.id);
    }
    const first = InterviewList.parse(
      (
        await get(
          `/interviews?developerId=${dev.developerId}&status=scheduled&sort=scheduledAt&direction=DESC&limit=2`,
        )
      ).json(),
    );
    expect(first.items.map((i) => i.id)).toEqual([ids[1], ids[2]]);
    expect(first.nextCursor).not.toBeNull();
    const second = InterviewList.parse(
      (
        await get(
          `/interviews?developerId=${dev.developerId}&sort=scheduledAt&direction=DESC&limit=2&cursor=${first.nextCursor}`,
        )
      ).json(),
    );
    expect(second).toEqual({ items: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
    const byCreation = InterviewList.parse(
      (await get(`/interviews?developerId=${dev.developerId}&sort=createdAt&direction=ASC`)).json(),
    );
    expect(byCreation.items.map((i) => i.id)).toEqual(ids);
    const bad = await get("/interviews?cursor=nope!");
    expect(bad.statusCode).toBe(400);
  });
});
