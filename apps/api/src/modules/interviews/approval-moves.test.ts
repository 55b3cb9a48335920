import type { CandidateStatus, InterviewResult } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupInterviewTest } from "../../testing/interviews";
import { candidateRow } from "../../testing/rows";

const { t, interviewer, send, addCandidate, schedule } = setupInterviewTest();

/** A candidate waiting for its soft interview, with the given hard stage result. */
async function waitingForSoft(hard: "pending" | "approved") {
  const { candidate } = await addCandidate();
  for (const body of [
    { status: "dev_interested" },
    { status: "soft_interview", ...(hard === "approved" ? { stageStatuses: { hard } } : {}) },
  ]) {
    const res = await send("PATCH", `/candidates/${candidate.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
  }
  return candidate;
}

async function completeSoftInterview(candidateId: string, result: InterviewResult) {
  const interview = await schedule({
    type: "soft",
    candidateId,
    interviewerUserId: interviewer.userId,
  });
  const res = await send(
    "POST",
    `/interviews/${interview.id}/complete`,
    { result },
    interviewer.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
}

const lastEventOf = async (candidateId: string) =>
  (
    await t.db.db
      .select()
      .from(schema.candidateEvents)
      .where(eq(schema.candidateEvents.candidateId, candidateId))
      .orderBy(asc(schema.candidateEvents.createdAt))
  ).at(-1);

describe("an approved interview moves its waiting candidate to the next step", () => {
  it.each([
    ["pending", "hard_interview"],
    ["approved", "presented_to_client_pending"],
  ] as const)(
    "soft approved with hard %s: soft_interview → %s, in one history entry",
    async (hard, next: CandidateStatus) => {
      const candidate = await waitingForSoft(hard);
      await completeSoftInterview(candidate.id, "approved");
      const row = await candidateRow(t.db.db, candidate.id);
      expect(row).toMatchObject({ status: next, softStatus: "approved", hardStatus: hard });
      expect(await lastEventOf(candidate.id)).toMatchObject({
        actorUserId: interviewer.userId,
        fromStatus: "soft_interview",
        toStatus: next,
        stageChanges: [{ stage: "soft", from: "pending", to: "approved" }],
      });
    },
  );

  it("a candidate not approved stays where it is, with the result recorded", async () => {
    const candidate = await waitingForSoft("pending");
    await completeSoftInterview(candidate.id, "not_approved");
    expect(await candidateRow(t.db.db, candidate.id)).toMatchObject({
      status: "soft_interview",
      softStatus: "not_approved",
    });
  });

  it("a candidate at another step keeps its status: only the stage is set", async () => {
    const { candidate } = await addCandidate();
    await completeSoftInterview(candidate.id, "approved");
    expect(await candidateRow(t.db.db, candidate.id)).toMatchObject({
      status: "suggested_dev",
      softStatus: "approved",
    });
  });
});
