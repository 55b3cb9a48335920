import * as schema from "@encaja/db/schema";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser, uniqueEmail } from "../../testing/factories";
import { createTestOffer } from "../../testing/offers";
import { createPresentedCandidate } from "../../testing/presentations";
import { requestsWith, setupTestApp } from "../../testing/setup";
import { createTestTeam, setFreePlanLimits } from "../../testing/team";
import { moveCandidate } from "../pipeline/move-candidate";

// Plan limits sent many requests at once: the limit holds exactly, every other request gets the
// limit's envelope, none a 5xx (on PostgreSQL the requests run on parallel connections).
const t = setupTestApp();
const http = requestsWith(t);

type Answer = { statusCode: number; json(): { code?: string } };

/** How many answers had each status and code, e.g. { "201": 2, "403 PLAN_LIMIT_REACHED": 18 }. */
function tally(answers: Answer[]) {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = a.statusCode < 300 ? String(a.statusCode) : `${a.statusCode} ${a.json().code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe("plan limits under parallel requests", () => {
  it("associates: 20 invitations at once fill exactly the free seats", async () => {
    await setFreePlanLimits(t.db.db, { openOffers: 5, associates: 3, profileViewsPerMonth: 5 });
    const { owner, customerId } = await createTestTeam(t.db.db); // one associate
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        http.post("/invitations", owner.headers, {
          type: "customerAssociate",
          email: uniqueEmail(),
        }),
      ),
    );
    expect(tally(answers)).toEqual({ "201": 2, "403 PLAN_LIMIT_REACHED": 18 });
    const pending = await t.db.db
      .select({ id: schema.invitations.id })
      .from(schema.invitations)
      .where(
        and(eq(schema.invitations.customerId, customerId), isNull(schema.invitations.acceptedAt)),
      );
    expect(pending).toHaveLength(2);
  });

  it("invitations: one pending invitation per email, however many are sent at once", async () => {
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const { owner, customerId } = await createTestTeam(t.db.db);
    await http.send("PATCH", `/admin/customers/${customerId}/plan`, admin.headers, {
      plan: "enterprise",
    });
    const email = uniqueEmail();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        http.post("/invitations", owner.headers, { type: "customerAssociate", email }),
      ),
    );
    expect(tally(answers)).toEqual({ "201": 1, "409 CONFLICT": 11 });
  });

  it("open offers: 12 drafts opened at once open exactly the free slots", async () => {
    await setFreePlanLimits(t.db.db, { openOffers: 2, associates: 5, profileViewsPerMonth: 5 });
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const { customerId } = await createTestTeam(t.db.db);
    const drafts = [];
    for (let i = 0; i < 12; i++) {
      drafts.push(await createTestOffer(t.db.db, { customerId, status: "draft" }));
    }
    const answers = await Promise.all(
      drafts.map((d) => http.post(`/offers/${d.id}/status`, matcher.headers, { status: "open" })),
    );
    expect(tally(answers)).toEqual({ "200": 2, "403 PLAN_LIMIT_REACHED": 10 });
    const open = await t.db.db
      .select({ id: schema.offers.id })
      .from(schema.offers)
      .where(and(eq(schema.offers.customerId, customerId), eq(schema.offers.status, "open")));
    expect(open).toHaveLength(2);
  });

  it("profile views: 8 developers opened at once count exactly the monthly allowance", async () => {
    await setFreePlanLimits(t.db.db, { openOffers: 5, associates: 5, profileViewsPerMonth: 3 });
    const { owner, customerId } = await createTestTeam(t.db.db);
    const first = await createPresentedCandidate(t.db.db, { customerId });
    const presented = [first];
    for (let i = 0; i < 7; i++) {
      presented.push(
        await createPresentedCandidate(t.db.db, {
          customerId,
          offerId: first.offerId,
          matcher: first.matcher,
        }),
      );
    }
    const rows = await t.db.db
      .select()
      .from(schema.candidates)
      .where(
        inArray(
          schema.candidates.id,
          presented.map((p) => p.candidateId),
        ),
      );
    for (const candidate of rows) {
      await moveCandidate(t.app, t.db.db, first.matcher, { candidate, to: "presented_to_client" });
    }
    const answers = await Promise.all(
      presented.map((p) => http.get(`/developers/${p.developerId}`, owner.headers)),
    );
    expect(tally(answers)).toEqual({ "200": 3, "403 PLAN_LIMIT_REACHED": 5 });
    const views = await t.db.db
      .select()
      .from(schema.customerProfileViews)
      .where(eq(schema.customerProfileViews.customerId, customerId));
    expect(views).toHaveLength(3);
    // Re-opening one already counted is free, however many times at once.
    const counted = views[0]!.developerId;
    const again = await Promise.all(
      Array.from({ length: 10 }, () => http.get(`/developers/${counted}`, owner.headers)),
    );
    expect(tally(again)).toEqual({ "200": 10 });
  });
});
