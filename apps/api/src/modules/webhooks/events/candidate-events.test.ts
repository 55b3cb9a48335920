import { Candidate, PresentedCandidate } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../../testing/assertions";
import { createSignedInUser } from "../../../testing/factories";
import { createInterviewCandidate } from "../../../testing/interviews";
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

/** Two companies listening to every event; the first has an offer with a new candidate. */
async function sourcedCandidate() {
  const matcher = await createSignedInUser(t.db.db, "matchers");
  const offer = await createTestOffer(t.db.db, { by: matcher });
  const other = await createSignedInUser(t.db.db, "customer");
  const { candidate } = await createInterviewCandidate(t, matcher, offer.id);
  const endpoints = await listeningCompanies(t.db.db, offer.customerId, other.customerId!);
  const move = async (body: object) =>
    expectBody(await http.patch(`/candidates/${candidate.id}`, matcher.headers, body), Candidate);
  return { matcher, offer, other, candidate, endpoints, move };
}

/** A candidate presented to a company (fixture), then both companies start listening. */
async function presentedCandidate() {
  const customer = await createSignedInUser(t.db.db, "customer");
  const matcher = await createSignedInUser(t.db.db, "matchers");
  const presented = await createPresentedCandidate(t.db.db, {
    customerId: customer.customerId!,
    matcher,
  });
  const other = await createSignedInUser(t.db.db, "customer");
  const endpoints = await listeningCompanies(t.db.db, presented.customerId, other.customerId!);
  return { ...presented, customer, matcher, other, endpoints };
}

describe("candidate.presented", () => {
  it("is queued for the offer's company when a matcher presents a candidate, anonymised", async () => {
    const c = await sourcedCandidate();
    await c.move({ status: "dev_interested" });
    await c.move({ status: "soft_interview" });
    // Screening the company was never shown is not its news.
    expect(await webhookEventTypesOf(t.db.db, c.offer.customerId)).toEqual([]);
    await c.move({ status: "presented_to_client_pending", overrideReason: "client_request" });
    const event = await expectOneWebhookEvent(t.db.db, c.offer.customerId, "candidate.presented");
    expect(event.data).toMatchObject({
      offer: { id: c.offer.id },
      candidate: { id: c.candidate.id, name: null },
      card: { techRole: "backend", seniority: "semi_senior", country: "AR" },
    });
    expect(JSON.stringify(event)).not.toMatch(/@|Dev /);
    // The presentation is the candidate's first stage for the company: no stage change with it.
    expect(await webhookEventTypesOf(t.db.db, c.offer.customerId)).toEqual(["candidate.presented"]);
    await expectNothingFor(t.db.db, c.other.customerId!, c.endpoints.theirs);
  });
});

describe("candidate.decided", () => {
  it("carries an approval and, from then on, the candidate's name", async () => {
    const c = await presentedCandidate();
    const res = await http.post(
      `/customers/me/candidates/${c.candidateId}/decision`,
      c.customer.headers,
      {
        decision: "approved",
      },
    );
    expectBody(res, PresentedCandidate);
    const event = await expectOneWebhookEvent(t.db.db, c.customerId, "candidate.decided");
    expect(event.data.candidate).toEqual({
      id: c.candidateId,
      name: expect.stringMatching(/^Juana/),
    });
    expect(event.data.decision).toMatchObject({
      outcome: "approved",
      reason: null,
      reasonLabel: null,
      snapshotId: c.snapshotId,
    });
    await expectNothingFor(t.db.db, c.other.customerId!, c.endpoints.theirs);
  });

  it("carries a rejection's reason in both languages and keeps the candidate anonymous", async () => {
    const c = await presentedCandidate();
    await http.post(`/customers/me/candidates/${c.candidateId}/decision`, c.customer.headers, {
      decision: "not_approved",
      reason: "seniority",
      feedback: "Needs more AWS",
    });
    const event = await expectOneWebhookEvent(t.db.db, c.customerId, "candidate.decided");
    expect(event.data.candidate.name).toBeNull();
    expect(event.data.decision).toMatchObject({
      outcome: "not_approved",
      reason: "seniority",
      reasonLabel: { es: "Seniority distinta a la buscada", en: "Different seniority than needed" },
      feedback: "Needs more AWS",
    });
  });
});

describe("candidate.status_changed", () => {
  it("tells the company each new stage of a presented candidate, in its words", async () => {
    const c = await presentedCandidate();
    await http.post(`/customers/me/candidates/${c.candidateId}/decision`, c.customer.headers, {
      decision: "approved",
    });
    const approved = await expectOneWebhookEvent(t.db.db, c.customerId, "candidate.status_changed");
    expect(approved.data).toMatchObject({
      candidate: { id: c.candidateId, name: expect.stringMatching(/^Juana/) },
      previousStatus: { key: "presented", label: { es: "Presentación", en: "Presented" } },
      status: { key: "interviewing", label: { es: "Entrevistas", en: "Interviewing" } },
    });
    await expectNothingFor(t.db.db, c.other.customerId!, c.endpoints.theirs);
  });

  it("stays quiet when a move keeps the company's stage", async () => {
    const c = await presentedCandidate();
    const res = await http.patch(`/candidates/${c.candidateId}`, c.matcher.headers, {
      status: "presented_to_client",
    });
    expectBody(res, Candidate);
    expect(await webhookEventTypesOf(t.db.db, c.customerId)).toEqual([]);
  });

  it("tells of a closing, without the name of a candidate the company did not approve", async () => {
    const c = await presentedCandidate();
    await http.patch(`/candidates/${c.candidateId}`, c.matcher.headers, {
      status: "dev_not_interested",
      note: "Took another job",
    });
    const event = await expectOneWebhookEvent(t.db.db, c.customerId, "candidate.status_changed");
    expect(event.data.candidate.name).toBeNull();
    expect(event.data.status.key).toBe("discarded");
    expect(JSON.stringify(event)).not.toContain("Took another job");
  });
});
