import { MatchingInterview } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import {
  createInterviewCandidate,
  hoursFromNow,
  openMatchingInterview,
} from "../../testing/interviews";
import { createTestOffer } from "../../testing/offers";
import { candidateRow } from "../../testing/rows";
import { setupTestAppAs } from "../../testing/setup";

const { t, user: matcher, send, get } = setupTestAppAs("matchers");

const candidateOn = async (offerId: string) =>
  (await createInterviewCandidate(t, matcher, offerId)).candidate;
const daysFromNow = (days: number) => hoursFromNow(24 * days);

describe("matching interviews", () => {
  it("opens one, moves the candidate to matching_interview_scheduled, and refuses a second", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await candidateOn(id);
    const res = await send("POST", `/candidates/${c.id}/matching-interview`, {
      scheduledAt: "2099-12-01T15:00:00.000Z",
    });
    expect(res.statusCode).toBe(201);
    const mi = MatchingInterview.parse(res.json());
    expect(mi).toMatchObject({
      candidateId: c.id,
      state: "scheduled",
      candidateStatus: "matching_interview_scheduled",
      interviewer: { userId: matcher.userId },
      scheduledAt: "2099-12-01T15:00:00.000Z",
    });
    const again = await send("POST", `/candidates/${c.id}/matching-interview`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "MATCHING_INTERVIEW_EXISTS",
      matchingInterviewId: mi.id,
    });
    expect(MatchingInterview.parse((await get(`/matching-interviews/${mi.id}`)).json()).id).toBe(
      mi.id,
    );
  });

  it("records notes, confirmed salary and availability, English check and recommendation", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await candidateOn(id);
    const mi = MatchingInterview.parse(
      (await send("POST", `/candidates/${c.id}/matching-interview`, {})).json(),
    );
    const res = await send("PATCH", `/matching-interviews/${mi.id}`, {
      notes: "Buena comunicación; quiere remoto.",
      confirmedSalary: { amount: 4200, currency: "USD", period: "month" },
      confirmedAvailability: { availableFrom: "2026-12-15", hoursPerWeek: 40 },
      englishCheck: "approved",
      recommendation: "advance",
      state: "finished",
    });
    const done = expectBody(res, MatchingInterview);
    expect(done).toMatchObject({
      state: "finished",
      confirmedSalary: { amount: 4200 },
      confirmedAvailability: { availableFrom: "2026-12-15", hoursPerWeek: 40 },
      englishCheck: "approved",
      recommendation: "advance",
      candidateStatus: "soft_interview",
    });
    expect(done.finishedAt).not.toBeNull();
    const [row] = await t.db.db
      .select()
      .from(schema.candidates)
      .where(eq(schema.candidates.id, c.id));
    expect(row!.englishStatus).toBe("approved");
    const closed = await send("PATCH", `/matching-interviews/${mi.id}`, { notes: "tarde" });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe("MATCHING_INTERVIEW_CLOSED");
  });

  it("an interview that ends unfinished moves the candidate to mi_not_finished, and can be rescheduled", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await candidateOn(id);
    const mi = MatchingInterview.parse(
      (await send("POST", `/candidates/${c.id}/matching-interview`, {})).json(),
    );
    const res = await send("PATCH", `/matching-interviews/${mi.id}`, { state: "not_finished" });
    expect(MatchingInterview.parse(res.json()).candidateStatus).toBe("mi_not_finished");
    const second = await send("POST", `/candidates/${c.id}/matching-interview`, {});
    expect(second.statusCode).toBe(201);
    expect(second.json().candidateStatus).toBe("matching_interview_scheduled");
  });

  it("refuses candidates whose status cannot go to an interview, unknown ids and bad bodies", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await candidateOn(id);
    await t.db.db
      .update(schema.candidates)
      .set({ status: "working" })
      .where(eq(schema.candidates.id, c.id));
    const res = await send("POST", `/candidates/${c.id}/matching-interview`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("CANDIDATE_INVALID_TRANSITION");
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await send("POST", `/candidates/${missing}/matching-interview`, {})).statusCode).toBe(
      404,
    );
    expect((await get(`/matching-interviews/${missing}`)).statusCode).toBe(404);
    expect(
      (await send("PATCH", `/matching-interviews/${missing}`, { notes: "x" })).statusCode,
    ).toBe(404);
    const d = await candidateOn(id);
    const mi = (await send("POST", `/candidates/${d.id}/matching-interview`, {})).json();
    for (const bad of [
      {},
      { state: "done" },
      { confirmedSalary: { amount: -5, currency: "USD", period: "month" } },
      { confirmedAvailability: { availableFrom: "mañana", hoursPerWeek: 40 } },
      { recommendation: "maybe" },
    ]) {
      const r = await send("PATCH", `/matching-interviews/${mi.id}`, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const customer = await createSignedInUser(t.db.db, "customer");
    expect((await get(`/matching-interviews/${mi.id}`, customer.headers)).statusCode).toBe(403);
    expect(
      (await send("PATCH", `/matching-interviews/${mi.id}`, { notes: "x" }, customer.headers))
        .statusCode,
    ).toBe(403);
  });
});

describe("scheduling the matching interview", () => {
  it("takes a date and an interviewer, and names the developer and the offer", async () => {
    const offer = await createTestOffer(t.db.db);
    const c = await candidateOn(offer.id);
    const other = await createSignedInUser(t.db.db, "matchers");
    const at = daysFromNow(3);
    const res = await send("POST", `/candidates/${c.id}/matching-interview`, {
      scheduledAt: at,
      interviewerUserId: other.userId,
    });
    const mi = expectBody(res, MatchingInterview, 201);
    const [dev] = await t.db.db
      .select()
      .from(schema.developers)
      .where(eq(schema.developers.id, c.developerId));
    const [offerRow] = await t.db.db
      .select()
      .from(schema.offers)
      .where(eq(schema.offers.id, offer.id));
    expect(mi).toMatchObject({
      scheduledAt: at,
      interviewer: { userId: other.userId },
      developer: { id: c.developerId, firstName: dev!.firstName, lastName: dev!.lastName },
      offer: { id: offer.id, title: offerRow!.title },
    });
    const later = daysFromNow(5);
    const moved = await send("PATCH", `/matching-interviews/${mi.id}`, {
      scheduledAt: later,
      interviewerUserId: matcher.userId,
    });
    expect(expectBody(moved, MatchingInterview)).toMatchObject({
      scheduledAt: later,
      interviewer: { userId: matcher.userId },
      state: "scheduled",
    });
  });

  it("refuses a time in the past and an interviewer who is not a matcher or superAdmin", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await candidateOn(id);
    const past = await send("POST", `/candidates/${c.id}/matching-interview`, {
      scheduledAt: daysFromNow(-1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe("INTERVIEW_IN_PAST");
    const hard = await createSignedInUser(t.db.db, "hardInterviewer");
    for (const interviewerUserId of [hard.userId, "00000000-0000-4000-8000-000000000000"]) {
      const bad = await send("POST", `/candidates/${c.id}/matching-interview`, {
        scheduledAt: daysFromNow(1),
        interviewerUserId,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toMatchObject([{ path: "body.interviewerUserId" }]);
    }
    expect((await candidateRow(t.db.db, c.id)).status).toBe("suggested_dev");
    const { mi } = await openMatchingInterview(t, matcher, id);
    const pastPatch = await send("PATCH", `/matching-interviews/${mi.id}`, {
      scheduledAt: daysFromNow(-2),
    });
    expect(pastPatch.json().code).toBe("INTERVIEW_IN_PAST");
    const badPatch = await send("PATCH", `/matching-interviews/${mi.id}`, {
      interviewerUserId: hard.userId,
    });
    expect(badPatch.statusCode).toBe(400);
  });
});
