import { MatchingInterview, MatchingInterviewList } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import { hoursFromNow, openMatchingInterview } from "../../testing/interviews";
import { createTestOffer } from "../../testing/offers";
import { candidateRow } from "../../testing/rows";
import { setupTestAppAs } from "../../testing/setup";

const { t, user: matcher, send, get } = setupTestAppAs("matchers");

/** Ending an interview scheduled for tomorrow: the matcher sets when it actually took place. */
const tookPlace = () => ({ scheduledAt: hoursFromNow(-1), state: "finished" });

describe("GET /offers/{id}/matching-interviews", () => {
  it("lists the matching interviews of the offer's candidates, staff only", async () => {
    const offer = await createTestOffer(t.db.db);
    const { c, mi } = await openMatchingInterview(t, matcher, offer.id);
    await openMatchingInterview(t, matcher);
    const res = await get(`/offers/${offer.id}/matching-interviews`);
    expect(expectBody(res, MatchingInterviewList).items).toMatchObject([
      { id: mi.id, candidateId: c.id, state: "scheduled", interviewer: { userId: matcher.userId } },
    ]);
    const missing = await get("/offers/00000000-0000-4000-8000-000000000000/matching-interviews");
    expect(missing.statusCode).toBe(404);
    const hard = await createSignedInUser(t.db.db, "hardInterviewer");
    expect((await get(`/offers/${offer.id}/matching-interviews`, hard.headers)).statusCode).toBe(
      403,
    );
  });
});

describe("the matching interview's result moves the candidate", () => {
  it("advance goes to the first interview stage not yet approved, with a history entry", async () => {
    const { c, mi } = await openMatchingInterview(t, matcher);
    const res = await send("PATCH", `/matching-interviews/${mi.id}`, {
      ...tookPlace(),
      recommendation: "advance",
    });
    expect(expectBody(res, MatchingInterview).candidateStatus).toBe("soft_interview");
    const history = await get(`/candidates/${c.id}/history`);
    expect(JSON.stringify(history.json())).toContain("soft_interview");

    const second = await openMatchingInterview(t, matcher);
    await t.db.db
      .update(schema.candidates)
      .set({ softStatus: "approved" })
      .where(eq(schema.candidates.id, second.c.id));
    const hard = await send("PATCH", `/matching-interviews/${second.mi.id}`, {
      ...tookPlace(),
      recommendation: "advance",
    });
    expect(hard.json().candidateStatus).toBe("hard_interview");

    const third = await openMatchingInterview(t, matcher);
    await t.db.db
      .update(schema.candidates)
      .set({ softStatus: "approved", hardStatus: "approved" })
      .where(eq(schema.candidates.id, third.c.id));
    const presented = await send("PATCH", `/matching-interviews/${third.mi.id}`, {
      ...tookPlace(),
      recommendation: "advance",
    });
    expect(presented.json().candidateStatus).toBe("presented_to_client_pending");
  });

  it("reject closes the candidacy with the notes as the reason; hold keeps it", async () => {
    const { c, mi } = await openMatchingInterview(t, matcher);
    const noNotes = await send("PATCH", `/matching-interviews/${mi.id}`, {
      ...tookPlace(),
      recommendation: "reject",
    });
    expect(noNotes.statusCode).toBe(400);
    expect(noNotes.json().code).toBe("NOTE_REQUIRED");
    const res = await send("PATCH", `/matching-interviews/${mi.id}`, {
      ...tookPlace(),
      recommendation: "reject",
      notes: "No encaja con el equipo.",
    });
    expect(res.json().candidateStatus).toBe("non_suitable_soft");
    expect((await candidateRow(t.db.db, c.id)).note).toBe("No encaja con el equipo.");

    const held = await openMatchingInterview(t, matcher);
    // Finished after its time: the form resends the (now past) time unchanged.
    const past = new Date(Date.now() - 3_600_000);
    await t.db.db
      .update(schema.matchingInterviews)
      .set({ scheduledAt: past })
      .where(eq(schema.matchingInterviews.id, held.mi.id));
    const hold = await send("PATCH", `/matching-interviews/${held.mi.id}`, {
      scheduledAt: past.toISOString(),
      state: "finished",
      recommendation: "hold",
    });
    expect(expectBody(hold, MatchingInterview)).toMatchObject({
      state: "finished",
      candidateStatus: "matching_interview_scheduled",
    });
  });

  it("finishing without a recommendation is a field error and changes nothing", async () => {
    const { c, mi } = await openMatchingInterview(t, matcher);
    const res = await send("PATCH", `/matching-interviews/${mi.id}`, tookPlace());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([{ path: "body.recommendation" }]);
    expect((await get(`/matching-interviews/${mi.id}`)).json().state).toBe("scheduled");
    expect((await candidateRow(t.db.db, c.id)).status).toBe("matching_interview_scheduled");
  });

  it("an interview whose time has not come cannot be finished; a future time cannot be sent to finish", async () => {
    const { c, mi } = await openMatchingInterview(t, matcher);
    const early = await send("PATCH", `/matching-interviews/${mi.id}`, {
      state: "finished",
      recommendation: "advance",
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: "INTERVIEW_NOT_STARTED",
      scheduledAt: mi.scheduledAt,
    });
    const later = hoursFromNow(2);
    const moved = await send("PATCH", `/matching-interviews/${mi.id}`, {
      scheduledAt: later,
      state: "finished",
      recommendation: "advance",
    });
    expect(moved.json()).toMatchObject({ code: "INTERVIEW_NOT_STARTED", scheduledAt: later });
    expect((await get(`/matching-interviews/${mi.id}`)).json()).toMatchObject({
      state: "scheduled",
      scheduledAt: mi.scheduledAt,
    });
    expect((await candidateRow(t.db.db, c.id)).status).toBe("matching_interview_scheduled");
    // Ending it unfinished (a no-show announced ahead) is not finishing it.
    const unfinished = await send("PATCH", `/matching-interviews/${mi.id}`, {
      state: "not_finished",
    });
    expect(expectBody(unfinished, MatchingInterview).candidateStatus).toBe("mi_not_finished");
  });
});
