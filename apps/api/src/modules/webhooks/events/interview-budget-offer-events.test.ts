import { BudgetDetail, Interview } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../../testing/assertions";
import { createBudgetCompany, testBudgetContent } from "../../../testing/budgets";
import { createSignedInUser } from "../../../testing/factories";
import {
  createInterviewCandidate,
  hoursFromNow,
  scheduleTestInterview,
} from "../../../testing/interviews";
import { createTestOffer } from "../../../testing/offers";
import { createPresentedCandidate } from "../../../testing/presentations";
import { requestsWith, setupTestApp } from "../../../testing/setup";
import {
  expectNothingFor,
  expectOneWebhookEvent,
  listeningCompanies,
  webhookEventTypesOf,
} from "../../../testing/webhook-events";

const t = setupTestApp();
const http = requestsWith(t);

/** A presented candidate, a matcher and an interviewer; both companies listen. */
async function interviewSetting() {
  const matcher = await createSignedInUser(t.db.db, "matchers");
  const interviewer = await createSignedInUser(t.db.db, "hardInterviewer");
  const presented = await createPresentedCandidate(t.db.db, { matcher });
  const other = await createSignedInUser(t.db.db, "customer");
  const endpoints = await listeningCompanies(t.db.db, presented.customerId, other.customerId!);
  const schedule = (candidateId: string) =>
    scheduleTestInterview(t, matcher, { candidateId, interviewerUserId: interviewer.userId });
  return { ...presented, matcher, other, endpoints, schedule };
}

describe("interview events", () => {
  it("tell the company of a presented candidate's interview: scheduled, rescheduled, cancelled", async () => {
    const c = await interviewSetting();
    const interview = await c.schedule(c.candidateId);
    const scheduled = await expectOneWebhookEvent(t.db.db, c.customerId, "interview.scheduled");
    expect(scheduled.data).toEqual({
      offer: { id: c.offerId, title: expect.any(String) },
      candidate: { id: c.candidateId, name: null },
      interview: {
        id: interview.id,
        type: "hard",
        startsAt: interview.scheduledAt,
        endsAt: new Date(Date.parse(interview.scheduledAt) + 3_600_000).toISOString(),
        durationMinutes: 60,
        timeZone: "UTC",
      },
    });
    const later = hoursFromNow(200);
    const moved = await http.post(`/interviews/${interview.id}/reschedule`, c.matcher.headers, {
      scheduledAt: later,
    });
    expectBody(moved, Interview);
    const rescheduled = await expectOneWebhookEvent(t.db.db, c.customerId, "interview.rescheduled");
    expect(rescheduled.data.interview.startsAt).toBe(later);
    const cancel = await http.post(`/interviews/${interview.id}/cancel`, c.matcher.headers, {});
    expectBody(cancel, Interview);
    const cancelled = await expectOneWebhookEvent(t.db.db, c.customerId, "interview.cancelled");
    expect(cancelled.data.interview).toMatchObject({
      id: interview.id,
      cancelledAt: expect.any(String),
    });
    await expectNothingFor(t.db.db, c.other.customerId!, c.endpoints.theirs);
  });

  it("stay quiet about a candidate the company was never presented", async () => {
    const c = await interviewSetting();
    const { candidate } = await createInterviewCandidate(t, c.matcher, c.offerId);
    await c.schedule(candidate.id);
    expect(await webhookEventTypesOf(t.db.db, c.customerId)).toEqual([]);
  });
});

describe("budget events", () => {
  it("tell the company of a budget sent and of its answer", async () => {
    const c = await createBudgetCompany(t.db.db);
    const other = await createSignedInUser(t.db.db, "customer");
    const endpoints = await listeningCompanies(t.db.db, c.customerId, other.customerId!);
    const draft = expectBody(
      await http.post("/budgets", c.matcher.headers, {
        customerId: c.customerId,
        offerId: c.offerId,
        title: "Payments team",
        content: testBudgetContent(),
        candidateIds: [c.candidateId],
      }),
      BudgetDetail,
      201,
    );
    expectBody(await http.post(`/budgets/${draft.id}/send`, c.matcher.headers), BudgetDetail);
    const sent = await expectOneWebhookEvent(t.db.db, c.customerId, "budget.sent");
    expect(sent.data.budget).toMatchObject({
      id: draft.id,
      title: "Payments team",
      offerId: c.offerId,
      version: 1,
      status: "sent",
      candidateIds: [c.candidateId],
    });
    expect(sent.data.budget.totalMinor).toBeGreaterThan(0);
    const answer = await http.post(`/budgets/${draft.id}/versions/1/response`, c.customer.headers, {
      decision: "accepted",
      comment: "Go ahead",
    });
    expectBody(answer, BudgetDetail);
    const answered = await expectOneWebhookEvent(t.db.db, c.customerId, "budget.answered");
    expect(answered.data.budget).toMatchObject({ id: draft.id, version: 1, status: "accepted" });
    expect(answered.data.answer).toMatchObject({ decision: "accepted", comment: "Go ahead" });
    await expectNothingFor(t.db.db, other.customerId!, endpoints.theirs);
  });
});

describe("offer.status_changed", () => {
  it("tells the offer's company of each status change", async () => {
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const offer = await createTestOffer(t.db.db, { by: matcher });
    const other = await createSignedInUser(t.db.db, "customer");
    const endpoints = await listeningCompanies(t.db.db, offer.customerId, other.customerId!);
    const res = await http.post(`/offers/${offer.id}/status`, matcher.headers, {
      status: "paused",
    });
    expect(res.statusCode).toBe(200);
    const event = await expectOneWebhookEvent(t.db.db, offer.customerId, "offer.status_changed");
    expect(event.data).toMatchObject({
      offer: { id: offer.id },
      status: "paused",
      previousStatus: "open",
    });
    await expectNothingFor(t.db.db, other.customerId!, endpoints.theirs);
  });

  it("is not queued when the transition is refused", async () => {
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const offer = await createTestOffer(t.db.db, { by: matcher, status: "filled" });
    await listeningCompanies(t.db.db, offer.customerId, offer.customerId);
    const res = await http.post(`/offers/${offer.id}/status`, matcher.headers, { status: "open" });
    expect(res.statusCode).toBe(409);
    expect(await webhookEventTypesOf(t.db.db, offer.customerId)).toEqual([]);
  });
});
