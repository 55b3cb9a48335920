import { Candidate, StaffDeveloperView } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createInterviewCandidate,
  scheduleTestInterview,
  setupInterviewTest,
} from "../../testing/interviews";
import { createTestOffer } from "../../testing/offers";

const { t, matcher, interviewer, send, get } = setupInterviewTest();

async function addCandidate(developerId: string) {
  const { id: offerId } = await createTestOffer(t.db.db);
  const res = await send("POST", `/offers/${offerId}/candidates`, {
    developerId,
    origin: "matching_algorithm",
  });
  expect(res.statusCode).toBe(201);
  return Candidate.parse(res.json());
}

describe("an interview without an offer speaks for the developer", () => {
  it("sets the stage on every open candidacy still pending, never over a given result", async () => {
    const { candidate: pending, developer } = await createInterviewCandidate(t, matcher);
    const decided = await addCandidate(developer.developerId);
    const decide = await send("PATCH", `/candidates/${decided.id}`, {
      stageStatuses: { hard: "not_approved" },
    });
    expect(decide.statusCode).toBe(200);
    const closed = await addCandidate(developer.developerId);
    const close = await send("PATCH", `/candidates/${closed.id}`, {
      status: "non_suitable_country",
      note: "Outside the offer's countries",
    });
    expect(close.statusCode).toBe(200);

    const interview = await scheduleTestInterview(t, matcher, {
      developerId: developer.developerId,
      interviewerUserId: interviewer.userId,
    });
    const rows = [{ kind: "skill", key: "nodejs", score: 4, note: "" }];
    const saved = await send(
      "PATCH",
      `/interviews/${interview.id}/scorecard`,
      { rows },
      interviewer.headers,
    );
    expect(saved.statusCode).toBe(200);
    const done = await send(
      "POST",
      `/interviews/${interview.id}/complete`,
      { result: "approved" },
      interviewer.headers,
    );
    expect(done.statusCode).toBe(200);

    const after = await t.db.db
      .select({ id: schema.candidates.id, hard: schema.candidates.hardStatus })
      .from(schema.candidates)
      .where(inArray(schema.candidates.id, [pending.id, decided.id, closed.id]));
    const hardOf = new Map(after.map((r) => [r.id, r.hard]));
    expect(hardOf.get(pending.id)).toBe("approved");
    expect(hardOf.get(decided.id)).toBe("not_approved");
    expect(hardOf.get(closed.id)).toBe("pending");
    const events = await t.db.db
      .select()
      .from(schema.candidateEvents)
      .where(eq(schema.candidateEvents.candidateId, pending.id));
    expect(events.at(-1)).toMatchObject({ actorUserId: interviewer.userId });

    // Matchers (and customers it is presented to) see the interviewer's verification.
    const view = StaffDeveloperView.parse(
      (await get(`/developers/${developer.developerId}`)).json(),
    );
    expect(view.interviewVerified.skills).toEqual([expect.objectContaining({ score: 4 })]);
    expect(view.interviewVerified.english).toBeNull();
  });
});
