import { createHmac } from "node:crypto";
import { CustomerOfferList, routes, WebhookEvent } from "@encaja/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApiKey } from "../../testing/api-keys";
import { createTestApp, type TestApp } from "../../testing/app";
import { expectError, expectOk } from "../../testing/call";
import { seedTestCatalog } from "../../testing/developers";
import { createSignedInUser } from "../../testing/factories";
import { createInterviewCandidate } from "../../testing/interviews";
import { createTestOffer } from "../../testing/offers";
import { startWebhookReceiver, type WebhookReceiver } from "../../testing/webhook-receiver";

/** A receiver's check of the Standard Webhooks signature, written apart from signing.ts. */
function signedBy(secret: string, headers: Record<string, unknown>, body: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key)
    .update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`)
    .digest("base64");
  return String(headers["webhook-signature"]).split(" ").includes(`v1,${expected}`);
}

/**
 * An integrator's whole loop, as a company's own systems would run it: an API key, a webhook
 * endpoint on loopback, a candidate presented by a matcher and decided through the key, the
 * events signed and retried with one id; then revocation and pausing stop at once.
 */
describe("a company's systems connected through an API key and a webhook endpoint", () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;
  let owner: SignedIn;
  let matcher: SignedIn;
  let stranger: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOKS_ALLOW_LOOPBACK: "true" } });
    await seedTestCatalog(t.db.db);
    receiver = await startWebhookReceiver();
    owner = await createSignedInUser(t.db.db, "customer");
    stranger = await createSignedInUser(t.db.db, "customer");
    matcher = await createSignedInUser(t.db.db, "matchers");
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  /** Runs the delivery worker until nothing is due (retries made due first when asked). */
  const deliver = async (retriesDue = false) => {
    if (retriesDue) {
      await t.db.db.execute(
        sql`update webhook_deliveries set next_attempt_at = now() where status = 'pending'`,
      );
    }
    await t.app.webhookWorker.drain();
  };
  /** The matcher takes a new candidate to the company: interested, screened, presented. */
  const present = async (candidateId: string) => {
    for (const body of [
      { status: "dev_interested" },
      { status: "soft_interview" },
      { status: "presented_to_client_pending", overrideReason: "client_request" },
    ]) {
      const res = await t.app.inject({
        method: "PATCH",
        url: `/candidates/${candidateId}`,
        headers: matcher.headers,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const receivedTypes = () => receiver.received.map((r) => JSON.parse(r.body).type as string);

  it("reads, decides and hears back, signed and retried with one id; others see nothing", async () => {
    const key = await createTestApiKey(t, owner, { name: "ATS sync" });
    const strangerKey = await createTestApiKey(t, stranger, { name: "Other ATS" });
    const offer = await createTestOffer(t.db.db, { customerId: owner.customerId!, by: matcher });

    const mine = await t.call(routes.customerOffers.list, { query: {} }, { headers: key.headers });
    expect(CustomerOfferList.parse(expectOk(mine)).items.map((o) => o.id)).toContain(offer.id);
    const theirs = await t.call(
      routes.customerOffers.list,
      { query: {} },
      { headers: strangerKey.headers },
    );
    expect(CustomerOfferList.parse(expectOk(theirs)).items).toEqual([]);

    const endpoint = expectOk(
      await t.call(
        routes.webhooks.create,
        {
          body: { url: receiver.url, events: ["candidate.presented", "candidate.decided"] },
        },
        { as: owner },
      ),
      201,
    );

    const { candidate } = await createInterviewCandidate(t, matcher, offer.id);
    await present(candidate.id);

    // The receiver fails the first attempt; the retry carries the same id and a valid signature.
    receiver.answers = [{ status: 500, body: "busy" }];
    await deliver();
    await deliver(true);
    expect(receivedTypes()).toEqual(["candidate.presented", "candidate.presented"]);
    const [first, retry] = receiver.received;
    expect(retry!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
    expect(signedBy(endpoint.secret, retry!.headers, retry!.body)).toBe(true);
    const presentedEvent = WebhookEvent.parse(JSON.parse(retry!.body));
    expect(presentedEvent).toMatchObject({
      type: "candidate.presented",
      data: { offer: { id: offer.id }, candidate: { id: candidate.id } },
    });

    // Another company's key cannot see or decide this candidate.
    const foreign = await t.call(
      routes.customerCandidates.decide,
      { params: { id: candidate.id }, body: { decision: "approved" } },
      { headers: strangerKey.headers },
    );
    expectError(foreign, 404, "NOT_FOUND");
    const listed = await t.call(
      routes.customerCandidates.list,
      { params: { id: offer.id } },
      { headers: strangerKey.headers },
    );
    expectError(listed, 404, "NOT_FOUND");

    const decided = await t.call(
      routes.customerCandidates.decide,
      { params: { id: candidate.id }, body: { decision: "approved" } },
      { headers: key.headers },
    );
    expectOk(decided);
    await deliver();
    const decidedBody = receiver.received.at(-1)!;
    expect(signedBy(endpoint.secret, decidedBody.headers, decidedBody.body)).toBe(true);
    expect(WebhookEvent.parse(JSON.parse(decidedBody.body))).toMatchObject({
      type: "candidate.decided",
      data: { candidate: { id: candidate.id }, decision: { outcome: "approved" } },
    });
    expect(receivedTypes()).toEqual([
      "candidate.presented",
      "candidate.presented",
      "candidate.decided",
    ]);
  });

  it("stops at once: a revoked key answers 401, a paused endpoint hears nothing", async () => {
    // A company of its own, so the first test's endpoint does not hear this one's news.
    const owner = await createSignedInUser(t.db.db, "customer");
    const key = await createTestApiKey(t, owner, { name: "Short-lived" });
    const offer = await createTestOffer(t.db.db, { customerId: owner.customerId!, by: matcher });
    const endpoint = expectOk(
      await t.call(
        routes.webhooks.create,
        { body: { url: receiver.url, events: ["candidate.presented"] } },
        { as: owner },
      ),
      201,
    );
    expectOk(
      await t.call(
        routes.webhooks.update,
        { params: { id: endpoint.id }, body: { paused: true } },
        { as: owner },
      ),
    );
    const before = receiver.received.length;
    const { candidate } = await createInterviewCandidate(t, matcher, offer.id);
    await present(candidate.id);
    await deliver(true);
    expect(receiver.received.length).toBe(before);

    expectOk(await t.call(routes.apiKeys.revoke, { params: { id: key.id } }, { as: owner }), 204);
    const after = await t.call(routes.customerOffers.list, { query: {} }, { headers: key.headers });
    expect(after.status).toBe(401);
  });
});
