import { DeveloperView } from "@encaja/contracts";
import { insertEducation } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import { createInterviewCandidate } from "../../testing/interviews";
import { createTestOffer } from "../../testing/offers";
import { setupTestAppAs } from "../../testing/setup";

const { t, user: matcher, send, get } = setupTestAppAs("matchers");

const candidateOn = async (offerId: string) =>
  (await createInterviewCandidate(t, matcher, offerId)).candidate;

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
    } as const;
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
