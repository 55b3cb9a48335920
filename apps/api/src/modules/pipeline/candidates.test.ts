import {
  BulkStatusResult,
  Candidate,
  CandidateBoard,
  CandidateHistory,
  type CandidateStatus,
  candidateStatuses,
  candidateTransitions,
  requiresApprovedStages,
  requiresNote,
} from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import { createMatchDeveloper } from "../../testing/matching";
import { createTestOffer } from "../../testing/offers";
import { setupTestAppAs } from "../../testing/setup";

const { t, user: matcher, send, get } = setupTestAppAs("matchers");

async function addCandidate(offerId: string, developerId?: string) {
  const dev = developerId ?? (await createMatchDeveloper(t.db.db)).developerId;
  const res = await send("POST", `/offers/${offerId}/candidates`, {
    developerId: dev,
    origin: "matching_algorithm",
  });
  expect(res.statusCode, res.body).toBe(201);
  return Candidate.parse(res.json());
}

const forceStatus = (
  id: string,
  status: CandidateStatus,
  stages: "pending" | "approved" = "pending",
) =>
  t.db.db
    .update(schema.candidates)
    .set({ status, softStatus: stages, hardStatus: stages })
    .where(eq(schema.candidates.id, id));

describe("POST /offers/{id}/candidates", () => {
  it("adds a suggested developer with its match score and a first history event", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await addCandidate(id);
    expect(c).toMatchObject({ offerId: id, status: "suggested_dev", origin: "matching_algorithm" });
    expect(c.matchScore).toBeGreaterThan(50);
    const history = CandidateHistory.parse((await get(`/candidates/${c.id}/history`)).json());
    expect(history.items).toMatchObject([
      { from: null, to: "suggested_dev", actor: { userId: matcher.userId } },
    ]);
  });

  it("answers 409 CANDIDATE_EXISTS with the existing candidate", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await addCandidate(id);
    const res = await send("POST", `/offers/${id}/candidates`, {
      developerId: c.developerId,
      origin: "referral",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "CANDIDATE_EXISTS", candidate: { id: c.id } });
  });

  it("needs an override reason for a developer a hard filter excludes, and records it", async () => {
    const { id } = await createTestOffer(t.db.db);
    const far = await createMatchDeveloper(t.db.db, { country: "ES" });
    const refused = await send("POST", `/offers/${id}/candidates`, {
      developerId: far.developerId,
      origin: "talent_pool_search",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "OVERRIDE_REQUIRED",
      exclusions: ["country_not_allowed"],
    });
    const ok = await send("POST", `/offers/${id}/candidates`, {
      developerId: far.developerId,
      origin: "talent_pool_search",
      overrideReason: "client_request",
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().overrideReason).toBe("client_request");
    const history = CandidateHistory.parse(
      (await get(`/candidates/${ok.json().id}/history`)).json(),
    );
    expect(history.items[0]!.overrideReason).toBe("client_request");
  });

  it("refuses unknown and closed offers, unknown developers and bad bodies", async () => {
    const dev = await createMatchDeveloper(t.db.db);
    const body = { developerId: dev.developerId, origin: "matching_algorithm" };
    const missing = await send(
      "POST",
      "/offers/00000000-0000-4000-8000-000000000000/candidates",
      body,
    );
    expect(missing.statusCode).toBe(404);
    for (const status of ["closed", "filled"] as const) {
      const offer = await createTestOffer(t.db.db, { status });
      const res = await send("POST", `/offers/${offer.id}/candidates`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("OFFER_CLOSED");
    }
    const { id } = await createTestOffer(t.db.db);
    const unknown = await send("POST", `/offers/${id}/candidates`, {
      ...body,
      developerId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(400);
    for (const bad of [
      { ...body, origin: "psychic" },
      { ...body, overrideReason: "because" },
      { origin: "referral" },
      { ...body, extra: 1 },
    ]) {
      const res = await send("POST", `/offers/${id}/candidates`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
  });
});

describe("GET /offers/{id}/candidates", () => {
  it("answers a page plus every status with its count and stage, narrowed by ?status=", async () => {
    const { id } = await createTestOffer(t.db.db);
    const a = await addCandidate(id);
    const b = await addCandidate(id);
    await addCandidate(id);
    await forceStatus(a.id, "soft_interview");
    await forceStatus(b.id, "presented_to_client");
    const board = CandidateBoard.parse((await get(`/offers/${id}/candidates`)).json());
    expect(board.items).toHaveLength(3);
    expect(board.groups).toEqual([
      { status: "presented_to_client", stage: "presented", count: 1 },
      { status: "suggested_dev", stage: "sourcing", count: 1 },
      { status: "soft_interview", stage: "interviewing", count: 1 },
    ]);
    expect(board.items[0]!.stages).toEqual({
      soft: "pending",
      hard: "pending",
      english: "pending",
    });
    const some = CandidateBoard.parse(
      (await get(`/offers/${id}/candidates?status=soft_interview,presented_to_client`)).json(),
    );
    expect(some.items.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
    expect((await get(`/offers/${id}/candidates?status=nope`)).statusCode).toBe(400);
  });
});

describe("PATCH /candidates/{id}", () => {
  it("applies every transition of the table, and refuses the others with the allowed list", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await addCandidate(id);
    let checked = 0;
    for (const from of candidateStatuses) {
      for (const to of candidateTransitions[from]) {
        await forceStatus(c.id, from, "approved");
        const res = await send("PATCH", `/candidates/${c.id}`, { status: to, note: "Motivo" });
        expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(200);
        expect(res.json().status).toBe(to);
        checked++;
      }
      const refused = candidateStatuses.find(
        (s) => s !== from && !candidateTransitions[from].includes(s),
      )!;
      await forceStatus(c.id, from, "approved");
      const res = await send("PATCH", `/candidates/${c.id}`, { status: refused, note: "Motivo" });
      expect(res.statusCode, `${from} → ${refused}`).toBe(409);
      expect(res.json()).toMatchObject({
        code: "CANDIDATE_INVALID_TRANSITION",
        status: from,
        allowed: [...candidateTransitions[from]],
      });
    }
    expect(checked).toBeGreaterThan(100);
  }, 180_000); // over a hundred sequential moves: a minute on a loaded machine

  it("requires a note for every rejecting status", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await addCandidate(id);
    const rejecting = candidateTransitions.suggested_dev.filter(requiresNote);
    expect(rejecting).toContain("non_suitable_english");
    for (const to of rejecting) {
      const res = await send("PATCH", `/candidates/${c.id}`, { status: to });
      expect(res.statusCode, to).toBe(400);
      expect(res.json().code).toBe("NOTE_REQUIRED");
    }
    const ok = await send("PATCH", `/candidates/${c.id}`, {
      status: "non_suitable_english",
      note: "B1 en la entrevista, la oferta pide C1",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().note).toBe("B1 en la entrevista, la oferta pide C1");
  });

  it("presents only with approved soft and hard stages, or with an override reason", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await addCandidate(id);
    expect(requiresApprovedStages("presented_to_client_pending")).toBe(true);
    await forceStatus(c.id, "hard_interview");
    const refused = await send("PATCH", `/candidates/${c.id}`, {
      status: "presented_to_client_pending",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "STAGES_NOT_APPROVED",
      stages: { soft: "pending", hard: "pending" },
    });
    const staged = await send("PATCH", `/candidates/${c.id}`, {
      status: "presented_to_client_pending",
      stageStatuses: { soft: "approved", hard: "approved" },
    });
    expect(staged.statusCode).toBe(200);
    expect(staged.json().stages).toMatchObject({ soft: "approved", hard: "approved" });

    const d = await addCandidate(id);
    await forceStatus(d.id, "soft_interview");
    const overridden = await send("PATCH", `/candidates/${d.id}`, {
      status: "presented_to_client_pending",
      overrideReason: "trusted_dev",
      note: "Trabajó con el cliente antes",
    });
    expect(overridden.statusCode).toBe(200);
    expect(overridden.json().overrideReason).toBe("trusted_dev");
    const history = CandidateHistory.parse((await get(`/candidates/${d.id}/history`)).json());
    expect(history.items.at(-1)).toMatchObject({
      from: "soft_interview",
      to: "presented_to_client_pending",
      overrideReason: "trusted_dev",
      note: "Trabajó con el cliente antes",
      actor: { userId: matcher.userId, name: "Staff matchers" },
    });
  });

  it("updates stage statuses alone, recorded as a stages event (see stage-history.test.ts)", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await addCandidate(id);
    const res = await send("PATCH", `/candidates/${c.id}`, {
      stageStatuses: { english: "not_approved" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().stages.english).toBe("not_approved");
    const history = CandidateHistory.parse((await get(`/candidates/${c.id}/history`)).json());
    expect(history.items.map((e) => e.kind)).toEqual(["added", "stages"]);
  });

  it("refuses empty and malformed bodies, unknown candidates, and closed offers' candidates", async () => {
    const offer = await createTestOffer(t.db.db);
    const c = await addCandidate(offer.id);
    for (const bad of [
      {},
      { status: "hired" },
      { stageStatuses: { soft: "meh" } },
      { note: "x" },
    ]) {
      const res = await send("PATCH", `/candidates/${c.id}`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const missing = await send("PATCH", "/candidates/00000000-0000-4000-8000-000000000000", {
      status: "dev_interested",
    });
    expect(missing.statusCode).toBe(404);
    await t.db.db
      .update(schema.offers)
      .set({ status: "closed" })
      .where(eq(schema.offers.id, offer.id));
    const closed = await send("PATCH", `/candidates/${c.id}`, { status: "dev_interested" });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe("OFFER_CLOSED");
  });
});

describe("POST /offers/{id}/candidates/bulk-status", () => {
  it("moves each candidate on its own and reports per-id results", async () => {
    const { id } = await createTestOffer(t.db.db);
    const a = await addCandidate(id);
    const b = await addCandidate(id);
    await forceStatus(b.id, "working");
    const other = await createTestOffer(t.db.db);
    const foreign = await addCandidate(other.id);
    const res = await send("POST", `/offers/${id}/candidates/bulk-status`, {
      candidateIds: [a.id, b.id, foreign.id],
      status: "dev_interested",
    });
    const body = expectBody(res, BulkStatusResult);
    expect(body).toMatchObject({ moved: 1, failed: 2 });
    expect(body.items[0]).toMatchObject({
      candidateId: a.id,
      ok: true,
      candidate: { status: "dev_interested" },
    });
    expect(body.items[1]).toMatchObject({
      candidateId: b.id,
      ok: false,
      error: {
        code: "CANDIDATE_INVALID_TRANSITION",
        allowed: ["resignation", "dev_left", "budget_termination"],
      },
    });
    expect(body.items[2]).toMatchObject({
      candidateId: foreign.id,
      ok: false,
      error: { code: "NOT_FOUND" },
    });
  });

  it("reports missing notes per id and refuses bad bodies", async () => {
    const { id } = await createTestOffer(t.db.db);
    const a = await addCandidate(id);
    const res = await send("POST", `/offers/${id}/candidates/bulk-status`, {
      candidateIds: [a.id],
      status: "too_expensive",
    });
    expect(BulkStatusResult.parse(res.json()).items[0]!.error!.code).toBe("NOTE_REQUIRED");
    for (const bad of [
      { candidateIds: [], status: "dev_interested" },
      { candidateIds: [a.id, a.id], status: "dev_interested" },
      { candidateIds: Array.from({ length: 101 }, () => a.id), status: "dev_interested" },
      { candidateIds: [a.id] },
    ]) {
      const r = await send("POST", `/offers/${id}/candidates/bulk-status`, bad);
      expect(r.statusCode).toBe(400);
    }
  });
});

describe("roles", () => {
  it("refuses every pipeline endpoint to customers, associates, interviewers and developers", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await addCandidate(id);
    for (const role of ["customer", "customerAssociate", "hardInterviewer", "developer"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      const h = user.headers;
      const calls = [
        send(
          "POST",
          `/offers/${id}/candidates`,
          { developerId: c.developerId, origin: "other" },
          h,
        ),
        get(`/offers/${id}/candidates`, h),
        send("PATCH", `/candidates/${c.id}`, { status: "dev_interested" }, h),
        get(`/candidates/${c.id}/history`, h),
        send(
          "POST",
          `/offers/${id}/candidates/bulk-status`,
          { candidateIds: [c.id], status: "dev_interested" },
          h,
        ),
        send("POST", `/candidates/${c.id}/matching-interview`, {}, h),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, role).toBe(403);
    }
    const superAdmin = await createSignedInUser(t.db.db, "superAdmin");
    expect((await get(`/candidates/${c.id}/history`, superAdmin.headers)).statusCode).toBe(200);
  });
});
