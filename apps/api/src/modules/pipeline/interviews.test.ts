import { Candidate, DeveloperView, MatchingInterview } from "@encaja/contracts";
import { insertEducation, schema } from "@encaja/db";
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
      scheduledAt: "2026-12-01T15:00:00.000Z",
    });
    expect(res.statusCode).toBe(201);
    const mi = MatchingInterview.parse(res.json());
    expect(mi).toMatchObject({
      candidateId: c.id,
      state: "scheduled",
      candidateStatus: "matching_interview_scheduled",
      interviewer: { userId: matcher.userId },
      scheduledAt: "2026-12-01T15:00:00.000Z",
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
      candidateStatus: "matching_interview_scheduled",
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
