import { ApplicationList, CustomerOfferList, OfferInvitation, routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectOk, type QueryOf } from "../../testing/call";
import { createSignedInUser } from "../../testing/factories";
import { candidateHistory, createReadyDeveloper, createTestOffer } from "../../testing/offers";
import { requestsWith, setupSignedInUser, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const matcher = setupSignedInUser(t, "matchers");
const { post } = requestsWith(t);
const historyOf = (candidateId: string) => candidateHistory(t.db.db, candidateId);
/** A page of `dev`'s applications (GET /applications/me), checked against the contract. */
const applicationsOf = async (
  dev: { headers: Record<string, string> },
  query: QueryOf<typeof routes.applications.mine>,
) =>
  ApplicationList.parse(expectOk(await t.call(routes.applications.mine, { query }, { as: dev })));

describe("POST /jobs/:id/apply", () => {
  it("creates a professional_user candidate in intent_to_apply, with history, seen by matchers", async () => {
    const { id } = await createTestOffer(t.db.db);
    const dev = await createReadyDeveloper(t.db.db);
    const res = await post(`/jobs/${id}/apply`, dev.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: "received", offerStatus: "open", invited: false });
    const candidates = expectOk(
      await t.call(routes.offers.candidates, { params: { id }, query: {} }, { as: matcher }),
    );
    expect(candidates.items).toEqual([
      expect.objectContaining({
        developerId: dev.developerId,
        status: "intent_to_apply",
        origin: "professional_user",
        stages: { soft: "pending", hard: "pending", english: "pending" },
      }),
    ]);
    const events = await historyOf(res.json().id);
    expect(events).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: "intent_to_apply",
        actorUserId: dev.userId,
      }),
    ]);
    const detail = expectOk(await t.call(routes.offers.get, { params: { id } }, { as: matcher }));
    expect(detail.pipeline).toEqual([{ status: "intent_to_apply", count: 1 }]);
  });

  it("refuses a second application with 409 ALREADY_APPLIED", async () => {
    const { id } = await createTestOffer(t.db.db);
    const dev = await createReadyDeveloper(t.db.db);
    expect((await post(`/jobs/${id}/apply`, dev.headers)).statusCode).toBe(201);
    const again = await post(`/jobs/${id}/apply`, dev.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ALREADY_APPLIED");
  });

  it("refuses paused/closed/filled offers (409 OFFER_NOT_OPEN) and hides drafts and private ones (404)", async () => {
    const dev = await createReadyDeveloper(t.db.db);
    for (const status of ["paused", "closed", "filled"] as const) {
      const { id } = await createTestOffer(t.db.db, { status });
      const res = await post(`/jobs/${id}/apply`, dev.headers);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ code: "OFFER_NOT_OPEN", status });
    }
    const draft = await createTestOffer(t.db.db, { status: "draft" });
    expect((await post(`/jobs/${draft.id}/apply`, dev.headers)).statusCode).toBe(404);
    const hidden = await createTestOffer(t.db.db, { body: { isPublic: false } });
    expect((await post(`/jobs/${hidden.id}/apply`, dev.headers)).statusCode).toBe(404);
  });

  it("requires completed onboarding (409 ONBOARDING_INCOMPLETE with what is missing)", async () => {
    const { id } = await createTestOffer(t.db.db);
    const dev = await createSignedInUser(t.db.db, "developer");
    const res = await post(`/jobs/${id}/apply`, dev.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "ONBOARDING_INCOMPLETE",
      missing: expect.arrayContaining(["personalDetails", "skills", "preferences"]),
    });
  });
});

describe("invitations", () => {
  it("invites developers (email in their language), who accept or decline their own invitation", async () => {
    const { id } = await createTestOffer(t.db.db, { body: { title: "Backend Kotlin" } });
    const alice = await createReadyDeveloper(t.db.db);
    const bob = await createReadyDeveloper(t.db.db);
    await t.db.db.update(schema.users).set({ locale: "en" }).where(eq(schema.users.id, bob.userId));
    const res = await post(`/offers/${id}/invitations`, matcher.headers, {
      developerIds: [alice.developerId, bob.developerId],
    });
    expect(res.statusCode).toBe(201);
    const { items, skipped } = res.json();
    expect(skipped).toEqual([]);
    expect(items.map((c: { status: string }) => c.status)).toEqual([
      "invitation_to_offer",
      "invitation_to_offer",
    ]);
    const emails = await t.db.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.template, "offer-invitation"));
    expect(emails.find((e) => e.toAddress === alice.email)?.subject).toMatch(
      /Te invitamos.*Backend Kotlin/,
    );
    expect(emails.find((e) => e.toAddress === bob.email)?.subject).toMatch(
      /invited to apply.*Backend Kotlin/,
    );
    const [aliceInv, bobInv] = items as Array<{ id: string }>;
    // The email links to the web page where the invitation is answered.
    expect(emails.find((e) => e.toAddress === alice.email)?.text).toContain(
      `/settings/offers/invitations/${aliceInv!.id}`,
    );
    expect(emails.find((e) => e.toAddress === bob.email)?.text).toContain(
      `/en/settings/offers/invitations/${bobInv!.id}`,
    );

    // Only the invited developer sees or answers it.
    expect(
      (await t.call(routes.offerInvitations.get, { params: { id: aliceInv!.id } }, { as: bob }))
        .status,
    ).toBe(404);
    expect((await post(`/offer-invitations/${aliceInv!.id}/accept`, bob.headers)).statusCode).toBe(
      404,
    );

    const view = OfferInvitation.parse(
      expectOk(
        await t.call(routes.offerInvitations.get, { params: { id: aliceInv!.id } }, { as: alice }),
      ),
    );
    expect(view).toMatchObject({
      status: "invited",
      pending: true,
      job: { title: "Backend Kotlin" },
    });
    const accepted = await post(`/offer-invitations/${aliceInv!.id}/accept`, alice.headers);
    expect(accepted.json()).toMatchObject({ status: "received", pending: false });
    const declined = await post(`/offer-invitations/${bobInv!.id}/decline`, bob.headers);
    expect(declined.json()).toMatchObject({ status: "closed", pending: false });
    const twice = await post(`/offer-invitations/${bobInv!.id}/accept`, bob.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("INVITATION_ANSWERED");
    expect((await historyOf(aliceInv!.id)).map((e) => e.toStatus)).toEqual([
      "invitation_to_offer",
      "dev_interested",
    ]);

    // Inviting again skips developers already in the pipeline.
    const again = await post(`/offers/${id}/invitations`, matcher.headers, {
      developerIds: [alice.developerId],
    });
    expect(again.json()).toMatchObject({
      items: [],
      skipped: [{ developerId: alice.developerId, reason: "already_candidate" }],
    });
  });

  it("validates: unknown developers 400, closed offers 409, unknown offers 404", async () => {
    const { id } = await createTestOffer(t.db.db);
    const unknown = await post(`/offers/${id}/invitations`, matcher.headers, {
      developerIds: ["00000000-0000-4000-8000-000000000000"],
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await post(`/offers/${id}/invitations`, matcher.headers, { developerIds: [] })).statusCode,
    ).toBe(400);
    const closed = await createTestOffer(t.db.db, { status: "closed" });
    const dev = await createReadyDeveloper(t.db.db);
    const res = await post(`/offers/${closed.id}/invitations`, matcher.headers, {
      developerIds: [dev.developerId],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("OFFER_NOT_OPEN");
    const missing = await post(
      "/offers/00000000-0000-4000-8000-000000000000/invitations",
      matcher.headers,
      {
        developerIds: [dev.developerId],
      },
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe("GET /applications/me", () => {
  it("lists applications and invitations in developer words, never internal suggestions or reasons", async () => {
    const dev = await createReadyDeveloper(t.db.db);
    const applied = await createTestOffer(t.db.db, { body: { title: "Applied one" } });
    const rejected = await createTestOffer(t.db.db, {
      body: { title: "Rejected one", confidential: true },
    });
    const suggested = await createTestOffer(t.db.db, { body: { title: "Suggested one" } });
    await post(`/jobs/${applied.id}/apply`, dev.headers);
    const r = (await post(`/jobs/${rejected.id}/apply`, dev.headers)).json();
    await t.db.db
      .update(schema.candidates)
      .set({ status: "non_suitable_english", statusReason: "English below b2" })
      .where(eq(schema.candidates.id, r.id));
    await t.db.db.insert(schema.candidates).values({
      offerId: suggested.id,
      developerId: dev.developerId!,
      status: "suggested_dev",
      origin: "matching_algorithm",
    });
    const res = await t.call(routes.applications.mine, { query: { limit: 1 } }, { as: dev });
    const first = ApplicationList.parse(res.body);
    const second = await applicationsOf(dev, { limit: 1, cursor: first.nextCursor! });
    expect(second.nextCursor).toBeNull();
    const items = [...first.items, ...second.items];
    expect(items.map((a) => [a.job.title, a.status]).sort()).toEqual([
      ["Applied one", "received"],
      ["Rejected one", "closed"],
    ]);
    expect(items.find((a) => a.job.title === "Rejected one")?.job.company).toBeNull();
    expect(JSON.stringify(items)).not.toMatch(/english|non_suitable|suggested/i);

    // ?offerId= answers only the application to that offer (the job page's "applied" state).
    const one = await applicationsOf(dev, { limit: 5, offerId: applied.id });
    expect(one.items.map((a) => a.job.title)).toEqual(["Applied one"]);
    const none = await applicationsOf(dev, { limit: 5, offerId: suggested.id });
    expect(none.items).toEqual([]);

    // Applying from a silent suggestion turns it into an application the developer then lists.
    const fromSuggestion = await post(`/jobs/${suggested.id}/apply`, dev.headers);
    expect(fromSuggestion.statusCode).toBe(201);
    const listed = await applicationsOf(dev, { limit: 5, offerId: suggested.id });
    expect(listed.items.map((a) => [a.job.title, a.status])).toEqual([
      ["Suggested one", "received"],
    ]);
  });
});

describe("GET /customers/me/offers", () => {
  it("lists the company's own offers with pipeline stages; another company's offer is 404", async () => {
    const owner = await createSignedInUser(t.db.db, "customer");
    const associate = await createSignedInUser(t.db.db, "customerAssociate", {
      customerId: owner.customerId!,
    });
    const mine = await createTestOffer(t.db.db, { customerId: owner.customerId! });
    await createTestOffer(t.db.db, { customerId: owner.customerId!, status: "draft" });
    const theirs = await createTestOffer(t.db.db);
    const dev = await createReadyDeveloper(t.db.db);
    await post(`/jobs/${mine.id}/apply`, dev.headers);

    for (const user of [owner, associate]) {
      const list = CustomerOfferList.parse(
        expectOk(await t.call(routes.customerOffers.list, { query: {} }, { as: user })),
      );
      expect(list.items).toHaveLength(2);
      expect(list.items.every((o) => o.customer.id === owner.customerId)).toBe(true);
      const detail = await t.call(
        routes.customerOffers.get,
        { params: { id: mine.id } },
        { as: user },
      );
      const offer = expectOk(detail, 200);
      expect(offer.pipeline).toMatchObject({ sourcing: 1, presented: 0, hired: 0 });
      expect(detail.body).not.toHaveProperty("matchers");
      const other = await t.call(
        routes.customerOffers.get,
        { params: { id: theirs.id } },
        { as: user },
      );
      expect(other.status).toBe(404);
    }
    const open = expectOk(
      await t.call(routes.customerOffers.list, { query: { status: "open" } }, { as: owner }),
    );
    expect(open.items.map((o: { id: string }) => o.id)).toEqual([mine.id]);
  });
});
