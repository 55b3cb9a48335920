import { Interview, InterviewerList, InterviewList } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import { hoursFromNow, setupInterviewTest } from "../../testing/interviews";

const { t, matcher, interviewer, send, get, addCandidate, schedule, createDeveloper } =
  setupInterviewTest();

describe("scheduling interviews", () => {
  it("a matcher schedules a hard interview of a candidate; it shows in lists and on the offer", async () => {
    const { offerId, candidate } = await addCandidate();
    const scheduledAt = hoursFromNow(30);
    const res = await send("POST", "/interviews", {
      type: "hard",
      candidateId: candidate.id,
      interviewerUserId: interviewer.userId,
      scheduledAt,
      durationMinutes: 45,
      meetingUrl: "https://meet.example.test/abc",
    });
    const created = expectBody(res, Interview, 201);
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
    const dev = await createDeveloper();
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
    const dev = await createDeveloper();
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
    const othersInterview = await schedule({
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

describe("cancel, reschedule and the list", () => {
  it("cancel and reschedule raise the sequence; a cancelled interview is closed", async () => {
    const dev = await createDeveloper();
    const created = await schedule({
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
    const dev = await createDeveloper();
    const ids: string[] = [];
    for (const hours of [500, 520, 510]) {
      const created = await schedule({
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
