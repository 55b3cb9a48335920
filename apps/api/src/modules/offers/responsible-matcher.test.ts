import { HireDraftClaim, OfferDetail, OfferStaffList } from "@encaja/contracts";
import { offerStaffAudience } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import { createSignedInUser, type TestUser } from "../../testing/factories";

type SignedInUser = Awaited<ReturnType<typeof createSignedInUser>>;

import { setupHireTest } from "../../testing/hire";
import { createPresentedCandidate } from "../../testing/presentations";
import { outboxTo } from "../../testing/rows";
import { sendDecisionReminders } from "../decisions/reminders";

// One database for this file: the round robin below sees only the matchers created here.
const { t, http, createDraft, offerRow } = setupHireTest();

const deactivate = (user: TestUser) =>
  t.db.db
    .update(schema.internalStaff)
    .set({ active: false })
    .where(eq(schema.internalStaff.userId, user.userId));

async function claimAs(customer: SignedInUser) {
  const draft = await createDraft();
  return expectBody(
    await http.post(`/hire/drafts/${draft.id}/claim`, customer.headers),
    HireDraftClaim,
    201,
  );
}

const bellOf = (userId: string) =>
  t.db.db
    .select()
    .from(schema.notifications)
    .where(
      and(
        eq(schema.notifications.userId, userId),
        eq(schema.notifications.kind, "candidate.decided"),
      ),
    );

describe("the responsible matcher of a /hire offer", () => {
  it("is given in turn to active matchers when a company claims a request", async () => {
    const a = await createSignedInUser(t.db.db, "matchers");
    const b = await createSignedInUser(t.db.db, "matchers");
    await deactivate(await createSignedInUser(t.db.db, "matchers"));
    await createSignedInUser(t.db.db, "superAdmin");
    const customer = await createSignedInUser(t.db.db, "customer");
    const given: Array<string | null | undefined> = [];
    for (let i = 0; i < 4; i++) {
      const { offerId } = await claimAs(customer);
      given.push((await offerRow(offerId))?.responsibleMatcherId);
    }
    expect(new Set(given.slice(0, 2))).toEqual(new Set([a.userId, b.userId]));
    expect(given.slice(2)).toEqual(given.slice(0, 2));
    const offer = expectBody(
      await http.get(`/offers/${(await claimAs(customer)).offerId}`, a.headers),
      OfferDetail,
    );
    expect(offer.responsibleMatcher?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(offer.matchers.map((m) => m.id)).toEqual([offer.responsibleMatcher?.id]);
  });

  it("hears of the company's decision (email and bell); the company user who decided does not", async () => {
    await createSignedInUser(t.db.db, "matchers");
    const customer = await createSignedInUser(t.db.db, "customer");
    const { offerId } = await claimAs(customer);
    const responsibleId = (await offerRow(offerId))?.responsibleMatcherId;
    const [responsible] = await t.db.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, responsibleId!));
    const presented = await createPresentedCandidate(t.db.db, {
      offerId,
      customerId: customer.customerId!,
    });
    const res = await http.post(
      `/customers/me/candidates/${presented.candidateId}/decision`,
      customer.headers,
      { decision: "approved", feedback: "" },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await outboxTo(t.db.db, responsible!.email, "candidate-decided");
    expect(mail?.text).toContain(`/matchers/offer/${offerId}`);
    expect(await outboxTo(t.db.db, customer.email, "candidate-decided")).toHaveLength(0);
    expect(await bellOf(responsibleId!)).toHaveLength(1);
    expect(await bellOf(customer.userId)).toHaveLength(0);

    // The reminders too: the company hears as a company, the staff side goes to the matcher.
    await createPresentedCandidate(t.db.db, { offerId, customerId: customer.customerId! });
    const audiences = new Map<string, string>();
    await sendDecisionReminders(t.db.db, {
      now: new Date(Date.now() + 40 * 86_400_000),
      thresholds: [3],
      webUrl: "https://encaja.test",
      send: async (_db, email) => {
        if (email.template === "decision-reminder" && email.data.link.includes(offerId)) {
          audiences.set(email.to, "audience" in email.data ? String(email.data.audience) : "");
        }
      },
    });
    expect(audiences.get(customer.email)).toBe("customer");
    expect(audiences.get(responsible!.email)).toBe("matcher");
  });

  it("staff news never reaches a non-staff user: an inactive or wrong responsible falls back to every active matcher", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const { offerId } = await claimAs(customer);
    const activeMatchers = await t.db.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .innerJoin(schema.internalStaff, eq(schema.internalStaff.userId, schema.users.id))
      .where(and(eq(schema.users.role, "matchers"), eq(schema.internalStaff.active, true)));
    for (const wrong of [customer.userId, null]) {
      await t.db.db
        .update(schema.offers)
        .set({ responsibleMatcherId: wrong })
        .where(eq(schema.offers.id, offerId));
      const audience = await offerStaffAudience(t.db.db, offerId);
      expect(audience.map((r) => r.userId).sort()).toEqual(activeMatchers.map((m) => m.id).sort());
      expect(audience.map((r) => r.userId)).not.toContain(customer.userId);
    }
    const gone = await createSignedInUser(t.db.db, "matchers");
    await t.db.db
      .update(schema.offers)
      .set({ responsibleMatcherId: gone.userId })
      .where(eq(schema.offers.id, offerId));
    expect((await offerStaffAudience(t.db.db, offerId)).map((r) => r.userId)).toEqual([
      gone.userId,
    ]);
    await deactivate(gone);
    expect((await offerStaffAudience(t.db.db, offerId)).map((r) => r.userId)).not.toContain(
      gone.userId,
    );
  });
});

describe("PUT /offers/:id/responsible-matcher", () => {
  it("lets staff hand the offer to another active matcher or superAdmin, audited", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const { offerId } = await claimAs(customer);
    const staff = expectBody(await http.get("/offer-staff", matcher.headers), OfferStaffList);
    expect(staff.items.map((s) => s.id)).toEqual(
      expect.arrayContaining([matcher.userId, admin.userId]),
    );
    expect(staff.items.map((s) => s.id)).not.toContain(customer.userId);

    const url = `/offers/${offerId}/responsible-matcher`;
    const moved = expectBody(
      await http.put(url, matcher.headers, { matcherId: admin.userId }),
      OfferDetail,
    );
    expect(moved.responsibleMatcher?.id).toBe(admin.userId);
    const [audit] = await t.db.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, "offer.matcher_assigned"),
          eq(schema.auditLog.targetId, offerId),
        ),
      );
    expect(audit).toMatchObject({ actorUserId: matcher.userId, subjectUserId: admin.userId });
    expect(await offerStaffAudience(t.db.db, offerId)).toEqual([
      expect.objectContaining({ userId: admin.userId }),
    ]);
  });

  it("refuses a non-staff or inactive person (400), another role (403), an unknown offer (404)", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const inactive = await createSignedInUser(t.db.db, "matchers");
    await deactivate(inactive);
    const { offerId } = await claimAs(customer);
    const url = `/offers/${offerId}/responsible-matcher`;
    for (const who of [customer, inactive]) {
      const res = await http.put(url, matcher.headers, { matcherId: who.userId });
      expectValidationError(res, "body.matcherId");
    }
    const asCustomer = await http.put(url, customer.headers, { matcherId: matcher.userId });
    expect(asCustomer.statusCode).toBe(403);
    const unknown = await http.put(
      `/offers/${crypto.randomUUID()}/responsible-matcher`,
      matcher.headers,
      { matcherId: matcher.userId },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
