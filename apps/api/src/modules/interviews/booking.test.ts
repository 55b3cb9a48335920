import {
  DeveloperInterview,
  DeveloperInterviewList,
  InterviewerAvailability,
  SlotList,
} from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import {
  createAvailableInterviewer,
  hoursFromNow,
  scheduleTestInterview,
} from "../../testing/interviews";
import { setupTestAppAs } from "../../testing/setup";

const { t, user: matcher, send, get } = setupTestAppAs("matchers");

async function slotsOf(interviewerUserId: string, headers: Record<string, string>, zone = "UTC") {
  const res = await get(`/developers/me/interview-slots?timeZone=${zone}&days=2`, headers);
  expect(res.statusCode).toBe(200);
  return SlotList.parse(res.json()).items.filter((s) => s.interviewerUserId === interviewerUserId);
}

describe("interviewer availability", () => {
  it("is empty until set, then replaced as a whole; bad windows are refused", async () => {
    const interviewer = await createSignedInUser(t.db.db, "hardInterviewer");
    const empty = await get("/interviewers/me/availability", interviewer.headers);
    expect(InterviewerAvailability.parse(empty.json())).toEqual({ timeZone: "UTC", windows: [] });
    const week = {
      timeZone: "America/Argentina/Buenos_Aires",
      windows: [{ weekday: 2, startMinute: 540, endMinute: 720 }],
    };
    const put = await send("PUT", "/interviewers/me/availability", week, interviewer.headers);
    expect(put.json()).toEqual(week);
    const reversed = await send(
      "PUT",
      "/interviewers/me/availability",
      { timeZone: "UTC", windows: [{ weekday: 1, startMinute: 600, endMinute: 540 }] },
      interviewer.headers,
    );
    expect(reversed.statusCode).toBe(400);
    const badZone = await send(
      "PUT",
      "/interviewers/me/availability",
      { timeZone: "Mars/Olympus", windows: [] },
      interviewer.headers,
    );
    expect(badZone.statusCode).toBe(400);
    const developer = await createSignedInUser(t.db.db, "developer");
    expect((await get("/interviewers/me/availability", developer.headers)).statusCode).toBe(403);
  });
});

describe("developers booking technical interviews", () => {
  it("lists slots in the developer's zone, books one, and sees it without any scorecard", async () => {
    const interviewer = await createAvailableInterviewer(t);
    const developer = await createSignedInUser(t.db.db, "developer");
    const slots = await slotsOf(interviewer.userId, developer.headers, "America/Mexico_City");
    expect(slots.length).toBeGreaterThan(20);
    const slot = slots[0]!;
    expect(Date.parse(slot.startsAt)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(slot.timeZone).toBe("America/Mexico_City");
    const booked = await send(
      "POST",
      "/developers/me/interviews",
      {
        interviewerUserId: interviewer.userId,
        scheduledAt: slot.startsAt,
        timeZone: "America/Mexico_City",
      },
      developer.headers,
    );
    const interview = expectBody(booked, DeveloperInterview, 201);
    expect(interview).toMatchObject({
      type: "hard",
      status: "scheduled",
      scheduledAt: slot.startsAt,
    });
    const after = await slotsOf(interviewer.userId, developer.headers);
    expect(after.map((s) => s.startsAt)).not.toContain(slot.startsAt);
    const own = await get("/developers/me/interviews", developer.headers);
    const list = DeveloperInterviewList.parse(own.json());
    expect(list.items.map((i) => i.id)).toEqual([interview.id]);
    expect(own.body).not.toMatch(/scorecard|summary|recommendation/);
    // The interviewer sees the booking; a developer never reads the kit.
    const kit = await get(`/interviews/${interview.id}`, interviewer.headers);
    expect(kit.statusCode).toBe(200);
    const asDeveloper = await get(`/interviews/${interview.id}`, developer.headers);
    expect(asDeveloper.statusCode).toBe(403);
  });

  it("two developers racing for one slot: exactly one wins", async () => {
    const interviewer = await createAvailableInterviewer(t);
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => createSignedInUser(t.db.db, "developer")),
    );
    const slot = (await slotsOf(interviewer.userId, a!.headers))[3]!;
    const body = {
      interviewerUserId: interviewer.userId,
      scheduledAt: slot.startsAt,
      timeZone: "UTC",
    };
    const answers = await Promise.all(
      [a!, b!, c!].map((dev) => send("POST", "/developers/me/interviews", body, dev.headers)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    for (const lost of answers.filter((r) => r.statusCode === 409)) {
      expect(lost.json().code).toBe("SLOT_TAKEN");
    }
  });

  it("refuses a time outside the interviewer's availability", async () => {
    const interviewer = await createAvailableInterviewer(t);
    const developer = await createSignedInUser(t.db.db, "developer");
    const offGrid = new Date(
      Date.parse((await slotsOf(interviewer.userId, developer.headers))[0]!.startsAt) + 15 * 60_000,
    );
    const res = await send(
      "POST",
      "/developers/me/interviews",
      {
        interviewerUserId: interviewer.userId,
        scheduledAt: offGrid.toISOString(),
        timeZone: "UTC",
      },
      developer.headers,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("SLOT_UNAVAILABLE");
    const tooSoon = await send(
      "POST",
      "/developers/me/interviews",
      { interviewerUserId: interviewer.userId, scheduledAt: hoursFromNow(2), timeZone: "UTC" },
      developer.headers,
    );
    expect(tooSoon.json().code).toBe("SLOT_UNAVAILABLE");
  });

  it("cancels and reschedules up to 24 h before, only one's own interviews", async () => {
    const interviewer = await createAvailableInterviewer(t);
    const developer = await createSignedInUser(t.db.db, "developer");
    const other = await createSignedInUser(t.db.db, "developer");
    const [first, second] = await slotsOf(interviewer.userId, developer.headers);
    const booked = DeveloperInterview.parse(
      (
        await send(
          "POST",
          "/developers/me/interviews",
          { interviewerUserId: interviewer.userId, scheduledAt: first!.startsAt, timeZone: "UTC" },
          developer.headers,
        )
      ).json(),
    );
    const notMine = await send(
      "POST",
      `/developers/me/interviews/${booked.id}/cancel`,
      {},
      other.headers,
    );
    expect(notMine.statusCode).toBe(404);
    const moved = await send(
      "POST",
      `/developers/me/interviews/${booked.id}/reschedule`,
      { interviewerUserId: interviewer.userId, scheduledAt: second!.startsAt, timeZone: "UTC" },
      developer.headers,
    );
    expect(DeveloperInterview.parse(moved.json()).scheduledAt).toBe(second!.startsAt);
    const cancelled = await send(
      "POST",
      `/developers/me/interviews/${booked.id}/cancel`,
      {},
      developer.headers,
    );
    expect(DeveloperInterview.parse(cancelled.json()).status).toBe("cancelled");

    const soon = await scheduleTestInterview(t, matcher, {
      developerId: developer.developerId,
      interviewerUserId: matcher.userId,
      scheduledAt: hoursFromNow(3),
    });
    const late = await send(
      "POST",
      `/developers/me/interviews/${soon.id}/cancel`,
      {},
      developer.headers,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "INTERVIEW_CHANGE_DEADLINE" });
  });
});
