import { canTransitionCandidate } from "@encaja/contracts";
import { insertCandidate } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { AppError } from "../../errors/app-error";
import { candidateHistory, createReadyDeveloper, createTestOffer } from "../../testing/offers";
import { requestsWith, setupSignedInUser, setupTestApp } from "../../testing/setup";
import { candidateMoveNotifies } from "../notifications/events";
import { moveCandidate } from "./move-candidate";

const t = setupTestApp();
const matcher = setupSignedInUser(t, "matchers");
const { post } = requestsWith(t);
const historyOf = (candidateId: string) => candidateHistory(t.db.db, candidateId);

const rowOf = async (candidateId: string) =>
  (await t.db.db.select().from(schema.candidates).where(eq(schema.candidates.id, candidateId)))[0]!;

/** A matcher's silent suggestion of `developerId` for a new open offer, with a matcher's note. */
async function suggested(developerId: string) {
  const offer = await createTestOffer(t.db.db);
  const row = await insertCandidate(t.db.db, {
    offerId: offer.id,
    developerId,
    status: "suggested_dev",
    origin: "matching_algorithm",
    createdBy: matcher.userId,
    note: "Strong match",
  });
  return { offerId: offer.id, candidate: row! };
}

describe("the edges applications and offer invitations rely on", () => {
  it("are in the transition table", () => {
    expect(canTransitionCandidate("suggested_dev", "intent_to_apply")).toBe(true);
    expect(canTransitionCandidate("suggested_dev", "invitation_to_offer")).toBe(true);
    expect(canTransitionCandidate("invitation_to_offer", "dev_interested")).toBe(true);
    expect(canTransitionCandidate("invitation_to_offer", "dev_not_interested")).toBe(true);
    expect(canTransitionCandidate("matching_interview_scheduled", "mi_not_finished")).toBe(true);
  });

  it("applying from a suggestion moves suggested_dev → intent_to_apply, with a history row", async () => {
    const dev = await createReadyDeveloper(t.db.db);
    const { offerId, candidate } = await suggested(dev.developerId!);
    const res = await post(`/jobs/${offerId}/apply`, dev.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().id).toBe(candidate.id);
    const events = await historyOf(candidate.id);
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, "suggested_dev"],
      ["suggested_dev", "intent_to_apply"],
    ]);
    expect(events[1]).toMatchObject({
      actorUserId: dev.userId,
      note: "Applied from the job board",
    });
    // The move's note is the event's; the matcher's note on the candidate stays.
    expect(await rowOf(candidate.id)).toMatchObject({
      status: "intent_to_apply",
      note: "Strong match",
    });
  });

  it("inviting a suggestion moves it to invitation_to_offer and stamps invitedAt, with a history row", async () => {
    const dev = await createReadyDeveloper(t.db.db);
    const { offerId, candidate } = await suggested(dev.developerId!);
    const res = await post(`/offers/${offerId}/invitations`, matcher.headers, {
      developerIds: [dev.developerId],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items).toEqual([expect.objectContaining({ id: candidate.id })]);
    const events = await historyOf(candidate.id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorUserId])).toEqual([
      [null, "suggested_dev", matcher.userId],
      ["suggested_dev", "invitation_to_offer", matcher.userId],
    ]);
    expect((await rowOf(candidate.id)).invitedAt).not.toBeNull();
  });

  it("accepting and declining an invitation write one history row each, by the developer", async () => {
    const offer = await createTestOffer(t.db.db);
    const alice = await createReadyDeveloper(t.db.db);
    const bob = await createReadyDeveloper(t.db.db);
    const invited = await post(`/offers/${offer.id}/invitations`, matcher.headers, {
      developerIds: [alice.developerId, bob.developerId],
    });
    const [aliceInv, bobInv] = invited.json().items as Array<{ id: string }>;
    expect(
      (await post(`/offer-invitations/${aliceInv!.id}/accept`, alice.headers)).statusCode,
    ).toBe(200);
    expect((await post(`/offer-invitations/${bobInv!.id}/decline`, bob.headers)).statusCode).toBe(
      200,
    );
    const accepted = await historyOf(aliceInv!.id);
    expect(accepted.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, "invitation_to_offer"],
      ["invitation_to_offer", "dev_interested"],
    ]);
    expect(accepted[1]).toMatchObject({ actorUserId: alice.userId, note: "Invitation accepted" });
    const declined = await historyOf(bobInv!.id);
    expect(declined.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, "invitation_to_offer"],
      ["invitation_to_offer", "dev_not_interested"],
    ]);
    expect(declined[1]).toMatchObject({ actorUserId: bob.userId, note: "Invitation declined" });
  });
});

describe("moveCandidate", () => {
  it("refuses a move the table does not list (409 CANDIDATE_INVALID_TRANSITION), writing nothing", async () => {
    const dev = await createReadyDeveloper(t.db.db);
    const { candidate } = await suggested(dev.developerId!);
    const moving = moveCandidate(t.app, t.db.db, matcher, { candidate, to: "working" });
    await expect(moving).rejects.toBeInstanceOf(AppError);
    await expect(moving).rejects.toMatchObject({
      code: "CANDIDATE_INVALID_TRANSITION",
      details: { status: "suggested_dev" },
    });
    expect(await historyOf(candidate.id)).toHaveLength(1);
    expect((await rowOf(candidate.id)).status).toBe("suggested_dev");
  });

  it("answers null, writing nothing, when the candidate moved meanwhile", async () => {
    const dev = await createReadyDeveloper(t.db.db);
    const { candidate } = await suggested(dev.developerId!);
    await moveCandidate(t.app, t.db.db, matcher, { candidate, to: "dev_interested" });
    const stale = await moveCandidate(t.app, t.db.db, matcher, {
      candidate,
      to: "invitation_to_offer",
    });
    expect(stale).toBeNull();
    expect((await historyOf(candidate.id)).map((e) => e.toStatus)).toEqual([
      "suggested_dev",
      "dev_interested",
    ]);
  });
  it("makes the usual move in one statement, outside a transaction; a move that tells someone opens one", async () => {
    const dev = await createReadyDeveloper(t.db.db);
    const { candidate } = await suggested(dev.developerId!);
    expect(candidateMoveNotifies("suggested_dev", "dev_interested")).toBe(false);
    expect(candidateMoveNotifies("dev_interested", "soft_interview")).toBe(true);
    const transaction = vi.spyOn(t.db.db, "transaction");
    try {
      const moved = await moveCandidate(t.app, t.db.db, matcher, {
        candidate,
        to: "dev_interested",
      });
      expect(moved?.status).toBe("dev_interested");
      expect(transaction).not.toHaveBeenCalled();
      await moveCandidate(t.app, t.db.db, matcher, { candidate: moved!, to: "soft_interview" });
      expect(transaction).toHaveBeenCalledTimes(1);
    } finally {
      transaction.mockRestore();
    }
    expect((await historyOf(candidate.id)).map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, "suggested_dev"],
      ["suggested_dev", "dev_interested"],
      ["dev_interested", "soft_interview"],
    ]);
  });
});
