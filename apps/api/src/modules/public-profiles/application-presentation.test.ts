import { ApplicationList, type CandidateStatus } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { createReadyDeveloper, createTestOffer } from "../../testing/offers";
import { requestsWith, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const { post, get } = requestsWith(t);

/** A developer who applied to a fresh offer: its candidate row and the offer's customer. */
async function appliedCandidate() {
  const offer = await createTestOffer(t.db.db);
  const dev = await createReadyDeveloper(t.db.db);
  const applied = await post(`/jobs/${offer.id}/apply`, dev.headers);
  expect(applied.statusCode).toBe(201);
  expect(applied.json().presentation).toBeNull();
  return { dev, offer, candidateId: applied.json().id as string };
}

type Applied = Awaited<ReturnType<typeof appliedCandidate>>;

async function insertSnapshot(a: Applied, createdAt: Date) {
  const [row] = await t.db.db
    .insert(schema.deepProfileSnapshots)
    .values({
      candidateId: a.candidateId,
      offerId: a.offer.id,
      customerId: a.offer.customerId,
      developerId: a.dev.developerId!,
      document: { headline: "Frontend lead" },
      createdAt,
    })
    .returning({ id: schema.deepProfileSnapshots.id });
  return row!.id;
}

async function myApplication(a: Applied) {
  const list = expectBody(await get("/applications/me", a.dev.headers), ApplicationList);
  const found = list.items.find((item) => item.id === a.candidateId);
  if (!found) throw new Error("application not listed");
  return found;
}

const setStatus = (candidateId: string, status: CandidateStatus) =>
  t.db.db.update(schema.candidates).set({ status }).where(eq(schema.candidates.id, candidateId));

const CUSTOMER_FEEDBACK = "Private: we found the English weak in the call";

describe("GET /applications/me: presentation", () => {
  it("is null until a snapshot exists, then pending with the latest snapshot's date", async () => {
    const a = await appliedCandidate();
    expect((await myApplication(a)).presentation).toBeNull();

    await insertSnapshot(a, new Date("2026-11-02T10:00:00Z"));
    await insertSnapshot(a, new Date("2026-11-20T15:30:00Z"));
    await setStatus(a.candidateId, "presented_to_client_pending");
    expect((await myApplication(a)).presentation).toEqual({
      presentedAt: "2026-11-20T15:30:00.000Z",
      outcome: "pending",
      message: null,
    });
  });

  it("reports an approval from the decision row, with no message unless one is shared", async () => {
    const a = await appliedCandidate();
    const snapshotId = await insertSnapshot(a, new Date("2026-11-10T09:00:00Z"));
    await t.db.db.insert(schema.candidateDecisions).values({
      candidateId: a.candidateId,
      snapshotId,
      decision: "approved",
      feedback: CUSTOMER_FEEDBACK,
    });
    const application = await myApplication(a);
    expect(application.presentation).toEqual({
      presentedAt: "2026-11-10T09:00:00.000Z",
      outcome: "approved",
      message: null,
    });
  });

  it("reports a rejection with only the words a matcher shared, never the reason or feedback", async () => {
    const a = await appliedCandidate();
    const snapshotId = await insertSnapshot(a, new Date("2026-11-11T09:00:00Z"));
    await t.db.db.insert(schema.candidateDecisions).values({
      candidateId: a.candidateId,
      snapshotId,
      decision: "not_approved",
      reason: "english_level",
      feedback: CUSTOMER_FEEDBACK,
      developerMessage: "Keep practising your spoken English; we will look for other offers.",
      sharedAt: new Date(),
    });
    await setStatus(a.candidateId, "presented_to_client_not_approved");
    const res = await get("/applications/me", a.dev.headers);
    expect(res.body).not.toContain(CUSTOMER_FEEDBACK);
    expect(res.body).not.toContain("english_level");
    expect((await myApplication(a)).presentation).toEqual({
      presentedAt: "2026-11-11T09:00:00.000Z",
      outcome: "not_approved",
      message: "Keep practising your spoken English; we will look for other offers.",
    });
  });

  it("falls back to the candidate status when the latest snapshot has no decision row", async () => {
    const approved = await appliedCandidate();
    await insertSnapshot(approved, new Date("2026-11-12T09:00:00Z"));
    await setStatus(approved.candidateId, "presented_to_client_approved");
    expect((await myApplication(approved)).presentation?.outcome).toBe("approved");
    await setStatus(approved.candidateId, "proposal_sent");
    expect((await myApplication(approved)).presentation?.outcome).toBe("approved");

    const rejected = await appliedCandidate();
    await insertSnapshot(rejected, new Date("2026-11-12T09:00:00Z"));
    await setStatus(rejected.candidateId, "presented_to_client_not_approved");
    expect((await myApplication(rejected)).presentation).toMatchObject({
      outcome: "not_approved",
      message: null,
    });
  });

  it("follows the latest snapshot: a new presentation after a decision is pending again", async () => {
    const a = await appliedCandidate();
    const first = await insertSnapshot(a, new Date("2026-11-01T09:00:00Z"));
    await t.db.db.insert(schema.candidateDecisions).values({
      candidateId: a.candidateId,
      snapshotId: first,
      decision: "not_approved",
      reason: "availability",
      developerMessage: "Not now",
    });
    await insertSnapshot(a, new Date("2026-11-15T09:00:00Z"));
    await setStatus(a.candidateId, "presented_to_client_pending");
    expect((await myApplication(a)).presentation).toEqual({
      presentedAt: "2026-11-15T09:00:00.000Z",
      outcome: "pending",
      message: null,
    });
  });
});
