import {
  Candidate,
  DeveloperView,
  MatchingInterview,
  MatchingInterviewList,
} from "@encaja/contracts";
import { insertEducation } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import { createMatchDeveloper } from "../../testing/matching";
import { createTestOffer } from "../../testing/offers";
import { requestsAs, setupSignedInUser, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const matcher = setupSignedInUser(t, "matchers");
const { send, get } = requestsAs(t, matcher);

async function candidateOn(offerId: string) {
  const dev = await createMatchDeveloper(t.db.db);
  const res = await send("POST", `/offers/${offerId}/candidates`, {
    developerId: dev.developerId,
    origin: "matching_algorithm",
  });
  return Candidate.parse(res.json());
}

describe("matching interviews", () => {
  it("opens one, moves the candidate to matching_interview_scheduled, and refuses a second", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await candidateOn(id);
    const res = await send("POST", `/candidates/${c.id}/matching-interview`, {
      scheduledAt: "2099-12-01T15:00:00.000Z",
    });
    expect(res.statusCode).toBe(201);
    const mi = MatchingInterview.parse(res.json());
    expect(mi).toMatchObject({
      candidateId: c.id,
      state: "scheduled",
      candidateStatus: "matching_interview_scheduled",
      interviewer: { userId: matcher.userId },
      scheduledAt: "2099-12-01T15:00:00.000Z",
    });
    const again = await send("POST", `/candidates/${c.id}/matching-interview`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "MATCHING_INTERVIEW_EXISTS",
      matchingInterviewId: mi.id,
    });
    expect(MatchingInterview.parse((await get(`/matching-interviews/${mi.id}`)).json()).id).toBe(
      mi.id,
    );
  });

  it("records notes, confirmed salary and availability, English check and recommendation", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await candidateOn(id);
    const mi = MatchingInterview.parse(
      (await send("POST", `/candidates/${c.id}/matching-interview`, {})).json(),
    );
    const res = await send("PATCH", `/matching-interviews/${mi.id}`, {
      notes: "Buena comunicación; quiere remoto.",
      confirmedSalary: { amount: 4200, currency: "USD", period: "month" },
      confirmedAvailability: { availableFrom: "2026-12-15", hoursPerWeek: 40 },
      englishCheck: "approved",
      recommendation: "advance",
      state: "finished",
    });
    const done = expectBody(res, MatchingInterview);
    expect(done).toMatchObject({
      state: "finished",
      confirmedSalary: { amount: 4200 },
      confirmedAvailability: { availableFrom: "2026-12-15", hoursPerWeek: 40 },
      englishCheck: "approved",
      recommendation: "advance",
      candidateStatus: "soft_interview",
    });
    expect(done.finishedAt).not.toBeNull();
    const [row] = await t.db.db
      .select()
      .from(schema.candidates)
      .where(eq(schema.candidates.id, c.id));
    expect(row!.englishStatus).toBe("approved");
    const closed = await send("PATCH", `/matching-interviews/${mi.id}`, { notes: "tarde" });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe("MATCHING_INTERVIEW_CLOSED");
  });

  it("an interview that ends unfinished moves the candidate to mi_not_finished, and can be rescheduled", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await candidateOn(id);
    const mi = MatchingInterview.parse(
      (await send("POST", `/candidates/${c.id}/matching-interview`, {})).json(),
    );
    const res = await send("PATCH", `/matching-interviews/${mi.id}`, { state: "not_finished" });
    expect(MatchingInterview.parse(res.json()).candidateStatus).toBe("mi_not_finished");
    const second = await send("POST", `/candidates/${c.id}/matching-interview`, {});
    expect(second.statusCode).toBe(201);
    expect(second.json().candidateStatus).toBe("matching_interview_scheduled");
  });

  it("refuses candidates whose status cannot go to an interview, unknown ids and bad bodies", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await candidateOn(id);
    await t.db.db
      .update(schema.candidates)
      .set({ status: "working" })
      .where(eq(schema.candidates.id, c.id));
    const res = await send("POST", `/candidates/${c.id}/matching-interview`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("CANDIDATE_INVALID_TRANSITION");
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await send("POST", `/candidates/${missing}/matching-interview`, {})).statusCode).toBe(
      404,
    );
    expect((await get(`/matching-interviews/${missing}`)).statusCode).toBe(404);
    expect(
      (await send("PATCH", `/matching-interviews/${missing}`, { notes: "x" })).statusCode,
    ).toBe(404);
    const d = await candidateOn(id);
    const mi = (await send("POST", `/candidates/${d.id}/matching-interview`, {})).json();
    for (const bad of [
      {},
      { state: "done" },
      { confirmedSalary: { amount: -5, currency: "USD", period: "month" } },
      { confirmedAvailability: { availableFrom: "mañana", hoursPerWeek: 40 } },
      { recommendation: "maybe" },
    ]) {
      const r = await send("PATCH", `/matching-interviews/${mi.id}`, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const customer = await createSignedInUser(t.db.db, "customer");
    expect((await get(`/matching-interviews/${mi.id}`, customer.headers)).statusCode).toBe(403);
    expect(
      (await send("PATCH", `/matching-interviews/${mi.id}`, { notes: "x" }, customer.headers))
        .statusCode,
    ).toBe(403);
  });
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A candidate with an open matching interview (scheduled tomorrow by the matcher). */
async function scheduled(offerId?: string) {
  const offer = offerId ?? (await createTestOffer(t.db.db)).id;
  const c = await candidateOn(offer);
  const res = await send("POST", `/candidates/${c.id}/matching-interview`, {
    scheduledAt: inDays(1),
  });
  return { c, mi: MatchingInterview.parse(res.json()) };
}

const candidateRow = async (id: string) =>
  (await t.db.db.select().from(schema.candidates).where(eq(schema.candidates.id, id)))[0]!;

describe("scheduling the matching interview", () => {
  it("takes a date and an interviewer, and names the developer and the offer", async () => {
    const offer = await createTestOffer(t.db.db);
    const c = await candidateOn(offer.id);
    const other = await createSignedInUser(t.db.db, "matchers");
    const at = inDays(3);
    const res = await send("POST", `/candidates/${c.id}/matching-interview`, {
      scheduledAt: at,
      interviewerUserId: other.userId,
    });
    const mi = expectBody(res, MatchingInterview, 201);
    const [dev] = await t.db.db
      .select()
      .from(schema.developers)
      .where(eq(schema.developers.id, c.developerId));
    const [offerRow] = await t.db.db
      .select()
      .from(schema.offers)
      .where(eq(schema.offers.id, offer.id));
    expect(mi).toMatchObject({
      scheduledAt: at,
      interviewer: { userId: other.userId },
      developer: { id: c.developerId, firstName: dev!.firstName, lastName: dev!.lastName },
      offer: { id: offer.id, title: offerRow!.title },
    });
    const later = inDays(5);
    const moved = await send("PATCH", `/matching-interviews/${mi.id}`, {
      scheduledAt: later,
      interviewerUserId: matcher.userId,
    });
    expect(expectBody(moved, MatchingInterview)).toMatchObject({
      scheduledAt: later,
      interviewer: { userId: matcher.userId },
      state: "scheduled",
    });
  });

  it("refuses a time in the past and an interviewer who is not a matcher or superAdmin", async () => {
    const { id } = await createTestOffer(t.db.db);
    const c = await candidateOn(id);
    const past = await send("POST", `/candidates/${c.id}/matching-interview`, {
      scheduledAt: inDays(-1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe("INTERVIEW_IN_PAST");
    const hard = await createSignedInUser(t.db.db, "hardInterviewer");
    for (const interviewerUserId of [hard.userId, "00000000-0000-4000-8000-000000000000"]) {
      const bad = await send("POST", `/candidates/${c.id}/matching-interview`, {
        scheduledAt: inDays(1),
        interviewerUserId,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toMatchObject([{ path: "body.interviewerUserId" }]);
    }
    expect((await candidateRow(c.id)).status).toBe("suggested_dev");
    const { mi } = await scheduled(id);
    const pastPatch = await send("PATCH", `/matching-interviews/${mi.id}`, {
      scheduledAt: inDays(-2),
    });
    expect(pastPatch.json().code).toBe("INTERVIEW_IN_PAST");
    const badPatch = await send("PATCH", `/matching-interviews/${mi.id}`, {
      interviewerUserId: hard.userId,
    });
    expect(badPatch.statusCode).toBe(400);
  });
});

describe("GET /offers/{id}/matching-interviews", () => {
  it("lists the matching interviews of the offer's candidates, staff only", async () => {
    const offer = await createTestOffer(t.db.db);
    const { c, mi } = await scheduled(offer.id);
    await scheduled();
    const res = await get(`/offers/${offer.id}/matching-interviews`);
    expect(expectBody(res, MatchingInterviewList).items).toMatchObject([
      { id: mi.id, candidateId: c.id, state: "scheduled", interviewer: { userId: matcher.userId } },
    ]);
    const missing = await get("/offers/00000000-0000-4000-8000-000000000000/matching-interviews");
    expect(missing.statusCode).toBe(404);
    const hard = await createSignedInUser(t.db.db, "hardInterviewer");
    expect((await get(`/offers/${offer.id}/matching-interviews`, hard.headers)).statusCode).toBe(
      403,
    );
  });
});

describe("the matching interview's result moves the candidate", () => {
  it("advance goes to the first interview stage not yet approved, with a history entry", async () => {
    const { c, mi } = await scheduled();
    const res = await send("PATCH", `/matching-interviews/${mi.id}`, {
      state: "finished",
      recommendation: "advance",
    });
    expect(expectBody(res, MatchingInterview).candidateStatus).toBe("soft_interview");
    const history = await get(`/candidates/${c.id}/history`);
    expect(JSON.stringify(history.json())).toContain("soft_interview");

    const second = await scheduled();
    await t.db.db
      .update(schema.candidates)
      .set({ softStatus: "approved" })
      .where(eq(schema.candidates.id, second.c.id));
    const hard = await send("PATCH", `/matching-interviews/${second.mi.id}`, {
      state: "finished",
      recommendation: "advance",
    });
    expect(hard.json().candidateStatus).toBe("hard_interview");

    const third = await scheduled();
    await t.db.db
      .update(schema.candidates)
      .set({ softStatus: "approved", hardStatus: "approved" })
      .where(eq(schema.candidates.id, third.c.id));
    const presented = await send("PATCH", `/matching-interviews/${third.mi.id}`, {
      state: "finished",
      recommendation: "advance",
    });
    expect(presented.json().candidateStatus).toBe("presented_to_client_pending");
  });

  it("reject closes the candidacy with the notes as the reason; hold keeps it", async () => {
    const { c, mi } = await scheduled();
    const noNotes = await send("PATCH", `/matching-interviews/${mi.id}`, {
      state: "finished",
      recommendation: "reject",
    });
    expect(noNotes.statusCode).toBe(400);
    expect(noNotes.json().code).toBe("NOTE_REQUIRED");
    const res = await send("PATCH", `/matching-interviews/${mi.id}`, {
      state: "finished",
      recommendation: "reject",
      notes: "No encaja con el equipo.",
    });
    expect(res.json().candidateStatus).toBe("non_suitable_soft");
    expect((await candidateRow(c.id)).note).toBe("No encaja con el equipo.");

    const held = await scheduled();
    // Finished after its time: the form resends the (now past) time unchanged.
    const past = new Date(Date.now() - 3_600_000);
    await t.db.db
      .update(schema.matchingInterviews)
      .set({ scheduledAt: past })
      .where(eq(schema.matchingInterviews.id, held.mi.id));
    const hold = await send("PATCH", `/matching-interviews/${held.mi.id}`, {
      scheduledAt: past.toISOString(),
      state: "finished",
      recommendation: "hold",
    });
    expect(expectBody(hold, MatchingInterview)).toMatchObject({
      state: "finished",
      candidateStatus: "matching_interview_scheduled",
    });
  });

  it("finishing without a recommendation is a field error and changes nothing", async () => {
    const { c, mi } = await scheduled();
    const res = await send("PATCH", `/matching-interviews/${mi.id}`, { state: "finished" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([{ path: "body.recommendation" }]);
    expect((await get(`/matching-interviews/${mi.id}`)).json().state).toBe("scheduled");
    expect((await candidateRow(c.id)).status).toBe("matching_interview_scheduled");
  });
});

describe("GET /developers/{professionalId}", () => {
  it("shows staff the full profile with candidacies across offers and quiz-verified skills", async () => {
    const first = await createTestOffer(t.db.db);
    const c = await candidateOn(first.id);
    const [skill] = await t.db.db.select().from(schema.skills).limit(1);
    const attempt = {
      developerId: c.developerId,
      assessmentId: "00000000-0000-4000-8000-00000000a001",
      kind: "quiz",
      version: 1,
      status: "submitted",
      deadline: new Date(),
      skillCode: skill!.code,
    };
    await t.db.db.insert(schema.assessmentAttempts).values([
      { ...attempt, passed: true, score: 90 },
      { ...attempt, passed: false, score: 20 },
    ]);
    await insertEducation(t.db.db, c.developerId, {
      institution: "Universidad de la República",
      degree: "Licenciatura",
      field: "Computación",
      startYear: 2015,
      endYear: 2020,
    });
    const res = await get(`/developers/${c.developerId}`);
    const view = expectBody(res, DeveloperView);
    if (view.audience !== "staff") throw new Error("expected the staff view");
    expect(view.education).toMatchObject([
      { institution: "Universidad de la República", field: "Computación", endYear: 2020 },
    ]);
    expect(view.profile.professionalId).toBe(c.developerId);
    expect(view.profile.email).toMatch(/@example\.test$/);
    expect(view.preferences?.salary.amount).toBe(4000);
    expect(view.verifiedSkillIds).toEqual([skill!.id]);
    expect(view.candidacies).toMatchObject([
      { candidateId: c.id, offer: { id: first.id }, status: "suggested_dev" },
    ]);
    const missing = await get("/developers/00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
    expect((await get("/developers/not-a-uuid")).statusCode).toBe(400);
  });

  it("shows a customer only developers presented for its own offers, without contact details", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const associate = await createSignedInUser(t.db.db, "customerAssociate", {
      customerId: customer.customerId!,
    });
    const offer = await createTestOffer(t.db.db, { customerId: customer.customerId! });
    const c = await candidateOn(offer.id);
    expect((await get(`/developers/${c.developerId}`, customer.headers)).statusCode).toBe(404);
    await t.db.db
      .update(schema.candidates)
      .set({ status: "presented_to_client_pending" })
      .where(eq(schema.candidates.id, c.id));
    const presented = await send("PATCH", `/candidates/${c.id}`, { status: "presented_to_client" });
    expect(presented.statusCode).toBe(200);
    // Links that lead to contact details stay with staff too.
    await t.db.db
      .update(schema.developers)
      .set({
        linkedinUrl: "https://www.linkedin.com/in/hidden-from-customers",
        githubUrl: "https://github.com/hidden-from-customers",
      })
      .where(eq(schema.developers.id, c.developerId));
    await t.db.db.insert(schema.platformLinks).values({
      developerId: c.developerId,
      platform: "gitlab",
      url: "https://gitlab.com/hidden-from-customers",
      approval: "approved",
    });
    const staffView = await get(`/developers/${c.developerId}`);
    expect(staffView.body).toContain("linkedin.com/in/hidden-from-customers");
    expect(staffView.body).toContain("gitlab.com/hidden-from-customers");
    for (const user of [customer, associate]) {
      const res = await get(`/developers/${c.developerId}`, user.headers);
      const view = expectBody(res, DeveloperView);
      expect(view).toMatchObject({
        audience: "customer",
        presentedFor: [{ offerId: offer.id, stage: "presented" }],
      });
      expect(JSON.stringify(view)).not.toContain("@example.test");
      expect(res.body).not.toContain("hidden-from-customers");
      for (const key of ["linkedinUrl", "githubUrl", "platforms", "email", "phone"]) {
        expect(res.json().profile, key).not.toHaveProperty(key);
      }
    }
    const stranger = await createSignedInUser(t.db.db, "customer");
    expect((await get(`/developers/${c.developerId}`, stranger.headers)).statusCode).toBe(404);
    for (const role of ["developer", "hardInterviewer"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      expect((await get(`/developers/${c.developerId}`, user.headers)).statusCode).toBe(403);
    }
  });
});
