import { type CandidateStatus, DeveloperActivityList } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import { createReadyDeveloper, createTestOffer } from "../../testing/offers";
import { requestsWith, setupTestApp } from "../../testing/setup";
import { buildActivity } from "./activity";

const t = setupTestApp();
const { post, get } = requestsWith(t);

const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour));

async function recordStatus(candidateId: string, toStatus: CandidateStatus, createdAt: Date) {
  await t.db.db.insert(schema.candidateEvents).values({ candidateId, toStatus, createdAt });
}

describe("GET /developers/me/activity", () => {
  it("tells the developer's own events in its words, newest first, forward steps only", async () => {
    const offer = await createTestOffer(t.db.db, { body: { title: "Backend Go" } });
    const dev = await createReadyDeveloper(t.db.db);
    const applied = await post(`/jobs/${offer.id}/apply`, dev.headers);
    expect(applied.statusCode).toBe(201);
    const candidateId = applied.json().id as string;
    const appliedAt = new Date(applied.json().createdAt as string);
    const later = (hours: number) => new Date(appliedAt.getTime() + hours * 3_600_000);
    await recordStatus(candidateId, "matching_interview_scheduled", later(1));
    await recordStatus(candidateId, "soft_interview", later(2));
    // The team moving the card back is not news to the developer.
    await recordStatus(candidateId, "presented_to_client_pending", later(3));
    await t.db.db.insert(schema.deepProfileSnapshots).values({
      candidateId,
      offerId: offer.id,
      customerId: offer.customerId,
      developerId: dev.developerId!,
      document: { headline: "Go backend" },
      createdAt: later(3),
    });
    await recordStatus(candidateId, "presented_to_client_approved", later(4));
    await recordStatus(candidateId, "proposal_sent", later(6));
    await t.db.db.insert(schema.interviews).values({
      type: "hard",
      candidateId,
      developerId: dev.developerId!,
      scheduledAt: later(-48),
      durationMinutes: 60,
      status: "completed",
      result: "approved",
      createdAt: later(5),
      completedAt: later(5),
    });

    const activity = expectBody(
      await get("/developers/me/activity", dev.headers),
      DeveloperActivityList,
    );
    expect(activity.items.map((i) => [i.kind, i.status ?? i.interview?.type ?? null])).toEqual([
      ["statusChanged", "offer"],
      ["interviewHeld", "hard"],
      ["interviewScheduled", "hard"],
      ["presented", null],
      ["statusChanged", "interviewing"],
      ["statusChanged", "in_review"],
      ["applied", null],
    ]);
    expect(activity.items.every((i) => i.kind === "linkAdded" || i.jobTitle === "Backend Go")).toBe(
      true,
    );
    // The interview is dated when it was held, not when its result was recorded.
    expect(activity.items[1]?.interview?.scheduledAt).toBe(later(-48).toISOString());

    const other = await createReadyDeveloper(t.db.db);
    const theirs = expectBody(
      await get("/developers/me/activity", other.headers),
      DeveloperActivityList,
    );
    expect(theirs.items).toEqual([]);
  });

  it("is the developer's own: other roles are refused", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    expect((await get("/developers/me/activity", customer.headers)).statusCode).toBe(403);
  });
});

describe("buildActivity", () => {
  const application = {
    id: "c1",
    origin: "matching_algorithm",
    invitedAt: at(3),
    createdAt: at(1),
    jobTitle: "Data engineer",
  };
  const empty = { events: [], presentedAt: new Map(), interviews: [], links: [] };

  it("skips what happened before the developer knew of a candidacy and reports one closing", () => {
    const items = buildActivity({
      ...empty,
      applications: [application],
      events: [
        { candidateId: "c1", toStatus: "matching_interview_scheduled", createdAt: at(2) },
        { candidateId: "c1", toStatus: "invitation_to_offer", createdAt: at(3) },
        { candidateId: "c1", toStatus: "dev_interested", createdAt: at(4) },
        { candidateId: "c1", toStatus: "non_suitable_soft", createdAt: at(5) },
        { candidateId: "c1", toStatus: "position_closed", createdAt: at(6) },
      ],
    });
    expect(items.map((i) => [i.kind, i.status])).toEqual([
      ["statusChanged", "closed"],
      ["invited", null],
    ]);
  });

  it("keeps the latest events only", () => {
    const links = Array.from({ length: 12 }, (_, i) => ({
      url: `https://example.com/${i}`,
      createdAt: at(i + 1),
    }));
    const items = buildActivity({ ...empty, applications: [], links }, 10);
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({ kind: "linkAdded", url: "https://example.com/11" });
  });
});
