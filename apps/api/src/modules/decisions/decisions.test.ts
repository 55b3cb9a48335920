import { CandidateDecision, PresentedCandidate, PresentedCandidateList } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import { createPresentedCandidate } from "../../testing/presentations";
import { candidateRow, outboxTo } from "../../testing/rows";
import { requestsWith, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const http = requestsWith(t);

/** A company (customer + associate) with one offer and a presented candidate. */
async function company() {
  const customer = await createSignedInUser(t.db.db, "customer");
  const associate = await createSignedInUser(t.db.db, "customerAssociate", {
    customerId: customer.customerId!,
  });
  const matcher = await createSignedInUser(t.db.db, "matchers");
  const presented = await createPresentedCandidate(t.db.db, {
    customerId: customer.customerId!,
    matcher,
  });
  return { customer, associate, ...presented, matcher };
}

const listUrl = (offerId: string) => `/customers/me/offers/${offerId}/candidates`;
const decideUrl = (candidateId: string) => `/customers/me/candidates/${candidateId}/decision`;
const reject = { decision: "not_approved", reason: "seniority", feedback: "Needs more AWS" };

describe("GET /customers/me/offers/:id/candidates", () => {
  it("shows the company's presented candidates anonymised, waiting, to customer and associate", async () => {
    const c = await company();
    for (const user of [c.customer, c.associate]) {
      const list = expectBody(
        await http.get(listUrl(c.offerId), user.headers),
        PresentedCandidateList,
      );
      expect(list.items).toHaveLength(1);
      const [item] = list.items;
      expect(item).toMatchObject({
        candidateId: c.candidateId,
        status: "pending",
        waitingDays: 0,
        snapshot: { id: c.snapshotId, headline: "Backend developer, Node.js and PostgreSQL" },
        matchScore: 82,
        card: { techRole: "backend", seniority: "semi_senior", englishLevel: "b2", country: "AR" },
        decision: null,
        contact: null,
      });
      expect(JSON.stringify(item)).not.toContain("Juana");
    }
  });

  it("lists the newest presentation first", async () => {
    const c = await company();
    const second = await createPresentedCandidate(t.db.db, {
      offerId: c.offerId,
      customerId: c.customerId,
      matcher: c.matcher,
      headline: "Second",
      createdAt: new Date(Date.now() + 1_000),
    });
    const list = expectBody(
      await http.get(listUrl(c.offerId), c.customer.headers),
      PresentedCandidateList,
    );
    expect(list.items.map((i) => i.candidateId)).toEqual([second.candidateId, c.candidateId]);
  });

  it("answers 404 to another company, 403 to staff and developers, 401 anonymous", async () => {
    const c = await company();
    const other = await createSignedInUser(t.db.db, "customer");
    const otherAssociate = await createSignedInUser(t.db.db, "customerAssociate");
    for (const user of [other, otherAssociate]) {
      expect((await http.get(listUrl(c.offerId), user.headers)).statusCode).toBe(404);
    }
    for (const role of ["matchers", "superAdmin", "developer"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      expect((await http.get(listUrl(c.offerId), user.headers)).statusCode, role).toBe(403);
    }
    expect((await http.get(listUrl(c.offerId))).statusCode).toBe(401);
  });
});

describe("POST /customers/me/candidates/:id/decision", () => {
  it("approves: moves the candidate, names the customer in the history, shows contact, emails the matcher", async () => {
    const c = await company();
    const awaiting = async () => {
      const offer = await http.get(`/customers/me/offers/${c.offerId}`, c.customer.headers);
      return (offer.json() as { awaitingDecision: number }).awaitingDecision;
    };
    expect(await awaiting()).toBe(1);
    const res = await http.post(decideUrl(c.candidateId), c.customer.headers, {
      decision: "approved",
      feedback: "Great fit",
    });
    const item = expectBody(res, PresentedCandidate);
    expect(item).toMatchObject({
      status: "approved",
      waitingDays: null,
      decision: {
        decision: "approved",
        reason: null,
        feedback: "Great fit",
        decidedBy: "Cus Tomer",
      },
      contact: { professionalId: c.developerId, name: "Juana Eloper" },
    });
    expect(item.contact?.email).toMatch(/@/);
    expect(item.decision).not.toHaveProperty("developerMessage");
    expect(await awaiting()).toBe(0);

    const history = await http.get(`/candidates/${c.candidateId}/history`, c.matcher.headers);
    expect(history.statusCode, history.body).toBe(200);
    const last = (history.json() as { items: Array<Record<string, unknown>> }).items.at(-1);
    expect(last).toMatchObject({
      from: "presented_to_client_pending",
      to: "presented_to_client_approved",
      actor: { name: "Cus Tomer" },
      note: "Customer decision: approved — Great fit",
    });
    const [mail] = await outboxTo(t.db.db, c.matcher.email, "candidate-decided");
    expect(mail?.subject).toMatch(/aprobó a Juana Eloper/);
  });

  it("rejects (associate) with a reason and feedback; the history note carries them", async () => {
    const c = await company();
    const item = expectBody(
      await http.post(decideUrl(c.candidateId), c.associate.headers, reject),
      PresentedCandidate,
    );
    expect(item).toMatchObject({
      status: "not_approved",
      contact: null,
      decision: { decision: "not_approved", reason: "seniority", decidedBy: "Asso Ciate" },
    });
    const row = await candidateRow(t.db.db, c.candidateId);
    expect(row.status).toBe("presented_to_client_not_approved");
    const history = await http.get(`/candidates/${c.candidateId}/history`, c.matcher.headers);
    expect(history.body).toContain(
      "Customer decision: Different seniority than needed — Needs more AWS",
    );
    expect(await outboxTo(t.db.db, c.matcher.email, "candidate-decided")).toHaveLength(1);
  });

  it("refuses deciding twice, a candidate not presented, and a rejection without a reason", async () => {
    const c = await company();
    expectValidationError(
      await http.post(decideUrl(c.candidateId), c.customer.headers, { decision: "not_approved" }),
      "reason",
    );
    expect((await http.post(decideUrl(c.candidateId), c.customer.headers, reject)).statusCode).toBe(
      200,
    );
    const twice = await http.post(decideUrl(c.candidateId), c.associate.headers, {
      decision: "approved",
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "CANDIDATE_ALREADY_DECIDED" });

    // A candidate of the company's offer in the pipeline but never presented.
    const [notPresented] = await t.db.db
      .insert(schema.candidates)
      .values({
        offerId: c.offerId,
        developerId: (await createSignedInUser(t.db.db, "developer")).developerId!,
        status: "hard_interview",
        origin: "referral",
      })
      .returning();
    const res = await http.post(decideUrl(notPresented!.id), c.customer.headers, {
      decision: "approved",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "CANDIDATE_NOT_PRESENTED" });
  });

  it("answers one of two concurrent decisions; the other is CANDIDATE_ALREADY_DECIDED", async () => {
    const c = await company();
    const answers = await Promise.all([
      http.post(decideUrl(c.candidateId), c.customer.headers, { decision: "approved" }),
      http.post(decideUrl(c.candidateId), c.associate.headers, reject),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({
      code: "CANDIDATE_ALREADY_DECIDED",
    });
    const decisions = await t.db.db
      .select()
      .from(schema.candidateDecisions)
      .where(eq(schema.candidateDecisions.candidateId, c.candidateId));
    expect(decisions).toHaveLength(1);
  });

  it("answers 404 to another company, 403 to staff and developers, 401 anonymous", async () => {
    const c = await company();
    const other = await createSignedInUser(t.db.db, "customer");
    const otherAssociate = await createSignedInUser(t.db.db, "customerAssociate");
    for (const user of [other, otherAssociate]) {
      expect((await http.post(decideUrl(c.candidateId), user.headers, reject)).statusCode).toBe(
        404,
      );
    }
    for (const role of ["matchers", "superAdmin", "developer"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      expect(
        (await http.post(decideUrl(c.candidateId), user.headers, reject)).statusCode,
        role,
      ).toBe(403);
    }
    expect((await http.post(decideUrl(c.candidateId), {}, reject)).statusCode).toBe(401);
    const row = await candidateRow(t.db.db, c.candidateId);
    expect(row.status).toBe("presented_to_client_pending");
  });
});

describe("PATCH /candidate-decisions/:id", () => {
  it("lets staff share and unshare words with the developer; customers and developers may not", async () => {
    const c = await company();
    const decided = expectBody(
      await http.post(decideUrl(c.candidateId), c.customer.headers, reject),
      PresentedCandidate,
    );
    const url = `/candidate-decisions/${decided.decision!.id}`;
    const shared = expectBody(
      await http.send("PATCH", url, c.matcher.headers, { developerMessage: "They chose a senior" }),
      CandidateDecision,
    );
    expect(shared).toMatchObject({
      developerMessage: "They chose a senior",
      decidedBy: "Cus Tomer",
    });
    const [row] = await t.db.db
      .select()
      .from(schema.candidateDecisions)
      .where(eq(schema.candidateDecisions.id, shared.id));
    expect(row?.sharedBy).toBe(c.matcher.userId);
    const cleared = expectBody(
      await http.send("PATCH", url, c.matcher.headers, { developerMessage: null }),
      CandidateDecision,
    );
    expect(cleared.developerMessage).toBeNull();
    for (const user of [c.customer, await createSignedInUser(t.db.db, "developer")]) {
      expect(
        (await http.send("PATCH", url, user.headers, { developerMessage: "x" })).statusCode,
      ).toBe(403);
    }
    expect((await http.send("PATCH", url, {}, { developerMessage: "x" })).statusCode).toBe(401);
    const missing = `/candidate-decisions/00000000-0000-4000-8000-000000000000`;
    expect(
      (await http.send("PATCH", missing, c.matcher.headers, { developerMessage: "x" })).statusCode,
    ).toBe(404);
  });
});
