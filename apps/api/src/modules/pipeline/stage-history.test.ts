import { Candidate, CandidateHistory, MatchingInterview, routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { seedTestCatalog } from "../../testing/developers";
import { createSignedInUser } from "../../testing/factories";
import { createMatchDeveloper } from "../../testing/matching";
import { createTestOffer } from "../../testing/offers";

let t: TestApp;
let matcher: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalog(t.db.db);
  matcher = await createSignedInUser(t.db.db, "matchers");
});
afterAll(() => t.close());

const send = (
  method: "POST" | "PATCH",
  url: string,
  payload: object,
  headers: Record<string, string> = matcher.headers,
) => t.app.inject({ method, url, headers, payload });

async function history(candidateId: string, headers = matcher.headers) {
  const res = await t.call(
    routes.pipeline.history,
    { params: { id: candidateId } },
    { headers: headers },
  );
  expect(res.status, res.response.body).toBe(200);
  return CandidateHistory.parse(res.body).items;
}

async function newCandidate() {
  const offer = await createTestOffer(t.db.db);
  const dev = await createMatchDeveloper(t.db.db);
  const res = await send("POST", `/offers/${offer.id}/candidates`, {
    developerId: dev.developerId,
    origin: "matching_algorithm",
  });
  expect(res.statusCode, res.body).toBe(201);
  return { offerId: offer.id, candidate: Candidate.parse(res.json()) };
}

describe("stage result changes in the candidate history", () => {
  it("records a stage-only PATCH: who, which stage from → to, the note, the status kept", async () => {
    const { candidate } = await newCandidate();
    const res = await send("PATCH", `/candidates/${candidate.id}`, {
      stageStatuses: { soft: "approved" },
      note: "Muy buena entrevista soft.",
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = await history(candidate.id);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ kind: "added", from: null, stageChanges: [] });
    expect(items[1]).toMatchObject({
      kind: "stages",
      from: "suggested_dev",
      to: "suggested_dev",
      stageChanges: [{ stage: "soft", from: "pending", to: "approved" }],
      note: "Muy buena entrevista soft.",
      overrideReason: null,
      actor: { userId: matcher.userId, name: "Staff matchers" },
    });
    expect(Date.parse(items[1]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(items[0]!.createdAt));
  });

  it("lists only the stages that changed, in stage order, and records nothing for a no-op", async () => {
    const { candidate } = await newCandidate();
    await send("PATCH", `/candidates/${candidate.id}`, { stageStatuses: { hard: "approved" } });
    const res = await send("PATCH", `/candidates/${candidate.id}`, {
      stageStatuses: { english: "not_approved", hard: "approved", soft: "approved" },
    });
    expect(res.statusCode).toBe(200);
    const same = await send("PATCH", `/candidates/${candidate.id}`, {
      stageStatuses: { hard: "approved" },
    });
    expect(same.statusCode).toBe(200);
    const items = await history(candidate.id);
    expect(items.map((e) => e.kind)).toEqual(["added", "stages", "stages"]);
    expect(items[2]!.stageChanges).toEqual([
      { stage: "soft", from: "pending", to: "approved" },
      { stage: "english", from: "pending", to: "not_approved" },
    ]);
    expect(items[2]!.note).toBeNull();
  });

  it("carries stage results set together with a status move on that move's event", async () => {
    const { candidate } = await newCandidate();
    await t.db.db
      .update(schema.candidates)
      .set({ status: "hard_interview", softStatus: "approved" })
      .where(eq(schema.candidates.id, candidate.id));
    const res = await send("PATCH", `/candidates/${candidate.id}`, {
      status: "presented_to_client_pending",
      stageStatuses: { soft: "approved", hard: "approved" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = await history(candidate.id);
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({
      kind: "status",
      from: "hard_interview",
      to: "presented_to_client_pending",
      stageChanges: [{ stage: "hard", from: "pending", to: "approved" }],
    });
  });

  it("records the English result of a matching interview as a stage change", async () => {
    const { candidate } = await newCandidate();
    const created = await send("POST", `/candidates/${candidate.id}/matching-interview`, {});
    expect(created.statusCode, created.body).toBe(201);
    const mi = MatchingInterview.parse(created.json());
    const res = await send("PATCH", `/matching-interviews/${mi.id}`, { englishCheck: "approved" });
    expect(res.statusCode, res.body).toBe(200);
    const items = await history(candidate.id);
    expect(items.map((e) => e.kind)).toEqual(["added", "status", "stages"]);
    expect(items[2]).toMatchObject({
      from: "matching_interview_scheduled",
      to: "matching_interview_scheduled",
      stageChanges: [{ stage: "english", from: "pending", to: "approved" }],
    });
  });

  it("refuses bad stage values and closed offers without recording anything", async () => {
    const { offerId, candidate } = await newCandidate();
    for (const bad of [
      { stageStatuses: { soft: "meh" } },
      { stageStatuses: { teamwork: "approved" } },
      { stageStatuses: {}, note: "" },
    ]) {
      const res = await send("PATCH", `/candidates/${candidate.id}`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
    }
    await t.db.db
      .update(schema.offers)
      .set({ status: "filled" })
      .where(eq(schema.offers.id, offerId));
    const closed = await send("PATCH", `/candidates/${candidate.id}`, {
      stageStatuses: { soft: "approved" },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe("OFFER_CLOSED");
    expect((await history(candidate.id)).map((e) => e.kind)).toEqual(["added"]);
  });

  it("refuses stage changes and their history to other roles; unknown candidates are 404", async () => {
    const { candidate } = await newCandidate();
    for (const role of ["customer", "developer", "hardInterviewer"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      const patch = await send(
        "PATCH",
        `/candidates/${candidate.id}`,
        { stageStatuses: { soft: "approved" } },
        user.headers,
      );
      expect(patch.statusCode, role).toBe(403);
      const read = await t.call(
        routes.pipeline.history,
        { params: { id: candidate.id } },
        { as: user },
      );
      expect(read.status, role).toBe(403);
    }
    expect((await history(candidate.id)).map((e) => e.kind)).toEqual(["added"]);
    const missing = await t.call(
      routes.pipeline.history,
      { params: { id: "00000000-0000-4000-8000-000000000000" } },
      { as: matcher },
    );
    expect(missing.status).toBe(404);
  });
});
