import * as schema from "@encaja/db/schema";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser, uniqueEmail } from "../../testing/factories";
import { createTestOffer } from "../../testing/offers";
import { createPresentedCandidate } from "../../testing/presentations";
import { requestsWith, setupTestApp } from "../../testing/setup";
import { createTestTeam, setFreePlanLimits } from "../../testing/team";
import { moveCandidate } from "../pipeline/move-candidate";

const t = setupTestApp();
const http = requestsWith(t);

const expectPlanLimit = (
  res: { statusCode: number; json(): Record<string, unknown> },
  details: object,
) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: "PLAN_LIMIT_REACHED", ...details });
};

describe("plan limits (free plan from the pricing configuration in force)", () => {
  it("open offers: the next offer cannot open; enterprise can; staff moves of open offers are unaffected", async () => {
    await setFreePlanLimits(t.db.db, { openOffers: 1, associates: 1, profileViewsPerMonth: 1 });
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const { customerId } = await createTestTeam(t.db.db);
    await createTestOffer(t.db.db, { customerId });
    const draft = await createTestOffer(t.db.db, { customerId, status: "draft" });
    const open = (id: string) =>
      http.post(`/offers/${id}/status`, matcher.headers, { status: "open" });
    expectPlanLimit(await open(draft.id), {
      limit: "openOffers",
      plan: "free",
      allowed: 1,
      used: 1,
    });
    await http.send("PATCH", `/admin/customers/${customerId}/plan`, admin.headers, {
      plan: "enterprise",
    });
    expect((await open(draft.id)).statusCode).toBe(200);
  });

  it("associates: associates plus pending invitations fill the seats", async () => {
    await setFreePlanLimits(t.db.db, { openOffers: 1, associates: 2, profileViewsPerMonth: 1 });
    const { owner } = await createTestTeam(t.db.db); // one associate
    const invite = () =>
      http.post("/invitations", owner.headers, {
        type: "customerAssociate",
        email: uniqueEmail(),
      });
    expect((await invite()).statusCode).toBe(201);
    expectPlanLimit(await invite(), { limit: "associates", plan: "free", allowed: 2, used: 2 });
  });

  it("profile views: distinct developers a month; re-opening one is free; staff unaffected", async () => {
    await setFreePlanLimits(t.db.db, { openOffers: 5, associates: 1, profileViewsPerMonth: 1 });
    const { owner, associate, customerId } = await createTestTeam(t.db.db);
    const first = await createPresentedCandidate(t.db.db, { customerId });
    const second = await createPresentedCandidate(t.db.db, { customerId });
    // Customers open the profiles of candidates presented to them (past the pending review).
    const rows = await t.db.db
      .select()
      .from(schema.candidates)
      .where(inArray(schema.candidates.id, [first.candidateId, second.candidateId]));
    for (const candidate of rows) {
      await moveCandidate(t.app, t.db.db, first.matcher, { candidate, to: "presented_to_client" });
    }
    const view = (id: string, headers: Record<string, string>) =>
      http.get(`/developers/${id}`, headers);
    expect((await view(first.developerId, owner.headers)).statusCode).toBe(200);
    expect((await view(first.developerId, associate.headers)).statusCode).toBe(200);
    expectPlanLimit(await view(second.developerId, associate.headers), {
      limit: "profileViewsPerMonth",
      plan: "free",
      allowed: 1,
      used: 1,
    });
    const usage = (await http.get("/customers/me/plan", owner.headers)).json();
    expect(usage.used.profileViewsPerMonth).toBe(1);
    const staff = await createSignedInUser(t.db.db, "matchers");
    expect((await view(second.developerId, staff.headers)).statusCode).toBe(200);
  });
});
