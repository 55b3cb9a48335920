import { API_KEY_PATTERN, routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApiKey } from "../../testing/api-keys";
import { auditRows } from "../../testing/audit";
import { expectError, expectOk } from "../../testing/call";
import { createSignedInUser } from "../../testing/factories";
import { createTestOffer } from "../../testing/offers";
import { setupTestApp } from "../../testing/setup";
import { createTestTeam } from "../../testing/team";

const t = setupTestApp();
const bearer = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });
const keyRow = async (id: string) =>
  (await t.db.db.select().from(schema.apiKeys).where(eq(schema.apiKeys.id, id)))[0]!;
const listOffers = (as: { headers: Record<string, string> }) =>
  t.call(routes.customerOffers.list, { query: {} }, { as });

describe("POST /api-keys, GET /api-keys, DELETE /api-keys/:id", () => {
  it("creates a key shown once, lists it without the secret and revokes it", async () => {
    const { owner } = await createTestTeam(t.db.db);
    const created = await createTestApiKey(t, owner, { name: " CI sync ", readOnly: true });
    expect(created.key).toMatch(API_KEY_PATTERN);
    expect(created).toMatchObject({ name: "CI sync", readOnly: true });
    expect(created.prefix).toBe(created.key.slice(0, 11));

    const list = expectOk(await t.call(routes.apiKeys.list, {}, { as: owner }), 200);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      id: created.id,
      prefix: created.prefix,
      readOnly: true,
      lastUsedAt: null,
      mine: true,
      owner: { userId: owner.userId },
    });
    expect(JSON.stringify(list)).not.toContain(created.key);
    expect(list.settings).toEqual({
      associatesMayCreate: false,
      canCreate: true,
      canChangeSettings: true,
    });

    const revoked = await t.call(
      routes.apiKeys.revoke,
      { params: { id: created.id } },
      { as: owner },
    );
    expect(revoked.status).toBe(204);
    expect(expectOk(await t.call(routes.apiKeys.list, {}, { as: owner })).items).toEqual([]);
    expectError(
      await t.call(routes.apiKeys.revoke, { params: { id: created.id } }, { as: owner }),
      404,
      "NOT_FOUND",
    );
  });

  it("stores only the SHA-256 of the key, never the key", async () => {
    const { owner } = await createTestTeam(t.db.db);
    const created = await createTestApiKey(t, owner);
    const row = await keyRow(created.id);
    expect(Object.values(row).map(String)).not.toContain(created.key);
    expect(JSON.stringify(row)).not.toContain(created.key.slice(3));
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.prefix).toBe(created.prefix);
  });

  it("audits creation and revocation with the request's actor", async () => {
    const { owner } = await createTestTeam(t.db.db);
    const created = await createTestApiKey(t, owner, { name: "Audited" });
    await t.call(routes.apiKeys.revoke, { params: { id: created.id } }, { as: owner });
    const [made] = await auditRows(t.db.db, "api_key.created", "targetId", created.id);
    const [gone] = await auditRows(t.db.db, "api_key.revoked", "targetId", created.id);
    expect(made).toMatchObject({ actorUserId: owner.userId, targetType: "api_key" });
    expect(made!.details).toMatchObject({ name: "Audited", prefix: created.prefix });
    expect(JSON.stringify(made!.details)).not.toContain(created.key);
    expect(gone).toMatchObject({ actorUserId: owner.userId, subjectUserId: owner.userId });
  });

  it("lets the company owner see and revoke an associate's key, not the other way round", async () => {
    const { owner, associate } = await createTestTeam(t.db.db);
    await t.call(
      routes.apiKeys.updateSettings,
      { body: { associatesMayCreate: true } },
      { as: owner },
    );
    const ownerKey = await createTestApiKey(t, owner);
    const associateKey = await createTestApiKey(t, associate);
    const seenByOwner = expectOk(await t.call(routes.apiKeys.list, {}, { as: owner })).items;
    expect(seenByOwner.map((k) => [k.id, k.mine])).toEqual([
      [associateKey.id, false],
      [ownerKey.id, true],
    ]);
    const seenByAssociate = expectOk(await t.call(routes.apiKeys.list, {}, { as: associate }));
    expect(seenByAssociate.items.map((k) => k.id)).toEqual([associateKey.id]);
    expect(seenByAssociate.settings.canChangeSettings).toBe(false);
    expectError(
      await t.call(routes.apiKeys.revoke, { params: { id: ownerKey.id } }, { as: associate }),
      404,
    );
    const byOwner = await t.call(
      routes.apiKeys.revoke,
      { params: { id: associateKey.id } },
      { as: owner },
    );
    expect(byOwner.status).toBe(204);
    expectError(await listOffers(bearer(associateKey.key)), 401, "AUTH_REQUIRED");
  });

  it("404 for another company's key", async () => {
    const one = await createTestTeam(t.db.db);
    const other = await createTestTeam(t.db.db);
    const key = await createTestApiKey(t, other.owner);
    expectError(
      await t.call(routes.apiKeys.revoke, { params: { id: key.id } }, { as: one.owner }),
      404,
    );
    expect((await keyRow(key.id)).revokedAt).toBeNull();
  });

  it.each(["developer", "matchers", "hardInterviewer"] as const)("403 for a %s", async (role) => {
    const user = await createSignedInUser(t.db.db, role);
    expectError(await t.call(routes.apiKeys.list, {}, { as: user }), 403, "FORBIDDEN");
    expectError(
      await t.call(routes.apiKeys.create, { body: { name: "x" } }, { as: user }),
      403,
      "FORBIDDEN",
    );
  });

  it("superAdmin creates keys of their own, with no company", async () => {
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const key = await createTestApiKey(t, admin);
    expect((await keyRow(key.id)).customerId).toBeNull();
    const list = expectOk(await t.call(routes.apiKeys.list, {}, { as: admin }));
    expect(list.settings).toEqual({
      associatesMayCreate: null,
      canCreate: true,
      canChangeSettings: false,
    });
    const users = await t.app.inject({ url: "/admin/users", headers: key.headers });
    expect(users.statusCode).toBe(200);
  });
});

describe("associates and the owner's setting", () => {
  it("an associate may create keys only while the owner allows it", async () => {
    const { owner, associate, customerId } = await createTestTeam(t.db.db);
    expectError(
      await t.call(routes.apiKeys.create, { body: { name: "Mine" } }, { as: associate }),
      403,
      "FORBIDDEN",
    );
    expect(expectOk(await t.call(routes.apiKeys.list, {}, { as: associate })).settings).toEqual({
      associatesMayCreate: false,
      canCreate: false,
      canChangeSettings: false,
    });
    expectError(
      await t.call(
        routes.apiKeys.updateSettings,
        { body: { associatesMayCreate: true } },
        { as: associate },
      ),
      403,
    );
    const allowed = await t.call(
      routes.apiKeys.updateSettings,
      { body: { associatesMayCreate: true } },
      { as: owner },
    );
    expect(expectOk(allowed, 200).associatesMayCreate).toBe(true);
    const [entry] = await auditRows(t.db.db, "api_key.settings_changed", "targetId", customerId);
    expect(entry?.details).toEqual({ associatesMayCreate: true });

    const key = await createTestApiKey(t, associate);
    expect((await keyRow(key.id)).customerId).toBe(customerId);
  });
});

describe("Authorization: Bearer ek_…", () => {
  it("acts as the owner: the company's offers, and last use recorded at most once a minute", async () => {
    const { owner, customerId } = await createTestTeam(t.db.db);
    const offer = await createTestOffer(t.db.db, { customerId });
    const key = await createTestApiKey(t, owner);
    const offers = expectOk(await listOffers(key), 200);
    expect(offers.items.map((o) => o.id)).toEqual([offer.id]);
    const one = expectOk(
      await t.call(routes.customerOffers.get, { params: { id: offer.id } }, { as: key }),
      200,
    );
    expect(one.id).toBe(offer.id);

    const firstUse = (await keyRow(key.id)).lastUsedAt;
    expect(firstUse).not.toBeNull();
    await listOffers(key);
    expect((await keyRow(key.id)).lastUsedAt).toEqual(firstUse);
  });

  it("sees nothing of another company", async () => {
    const mine = await createTestTeam(t.db.db);
    const theirs = await createTestTeam(t.db.db);
    const theirOffer = await createTestOffer(t.db.db, { customerId: theirs.customerId });
    const key = await createTestApiKey(t, mine.owner);
    expect(expectOk(await listOffers(key)).items).toEqual([]);
    expectError(
      await t.call(routes.customerOffers.get, { params: { id: theirOffer.id } }, { as: key }),
      404,
    );
  });

  it("a read-only key reads but is refused any write", async () => {
    const { owner } = await createTestTeam(t.db.db);
    const key = await createTestApiKey(t, owner, { readOnly: true });
    expectOk(await t.call(routes.plans.company, {}, { as: key }), 200);
    expectError(
      await t.call(routes.plans.updateCompany, { body: { name: "Renamed" } }, { as: key }),
      403,
      "API_KEY_READ_ONLY",
    );
    const writable = await createTestApiKey(t, owner);
    expectOk(
      await t.call(routes.plans.updateCompany, { body: { name: "Renamed" } }, { as: writable }),
      200,
    );
  });

  it("can never manage keys nor the account, password or sessions", async () => {
    const { owner } = await createTestTeam(t.db.db);
    const key = await createTestApiKey(t, owner);
    const refused = (answer: { status: number; error?: { code: string } }) => {
      expect(answer.status).toBe(403);
      expect(answer.error?.code).toBe("API_KEY_NOT_ALLOWED");
    };
    refused(await t.call(routes.apiKeys.list, {}, { as: key }));
    refused(await t.call(routes.apiKeys.create, { body: { name: "minted" } }, { as: key }));
    refused(await t.call(routes.apiKeys.revoke, { params: { id: key.id } }, { as: key }));
    refused(await t.call(routes.account.sessions, {}, { as: key }));
    refused(await t.call(routes.auth.logout, {}, { as: key }));
    const newPassword = "Another-Strong-Pass-42";
    refused(
      await t.call(
        routes.users.changePassword,
        { body: { currentPassword: owner.password, newPassword } },
        { as: key },
      ),
    );
    expect((await keyRow(key.id)).revokedAt).toBeNull();
  });

  it("a revoked key answers 401 at once", async () => {
    const { owner } = await createTestTeam(t.db.db);
    const key = await createTestApiKey(t, owner);
    expectOk(await listOffers(key), 200);
    await t.call(routes.apiKeys.revoke, { params: { id: key.id } }, { as: owner });
    expectError(await listOffers(key), 401, "AUTH_REQUIRED");
  });

  it("an unknown or malformed ek_ key is not a session: 401", async () => {
    const unknown = `ek_${"A".repeat(43)}`;
    expectError(await listOffers(bearer(unknown)), 401, "AUTH_REQUIRED");
    expectError(await listOffers(bearer("ek_short")), 401, "AUTH_REQUIRED");
  });

  it("stops working when the owner is disabled, and stays revoked when re-enabled", async () => {
    const { owner } = await createTestTeam(t.db.db);
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const key = await createTestApiKey(t, owner);
    const disabled = await t.call(
      routes.adminUsers.disable,
      { params: { id: owner.userId }, body: { version: 1, reason: "Abuse report" } },
      { as: admin },
    );
    expectOk(disabled, 200);
    expectError(await listOffers(key), 401);
    expect((await keyRow(key.id)).revokedAt).not.toBeNull();
    expectOk(
      await t.call(
        routes.adminUsers.enable,
        { params: { id: owner.userId }, body: { version: 2 } },
        { as: admin },
      ),
      200,
    );
    expectError(await listOffers(key), 401);
  });

  it("an associate removed from the company loses its keys", async () => {
    const { owner, associate } = await createTestTeam(t.db.db);
    await t.call(
      routes.apiKeys.updateSettings,
      { body: { associatesMayCreate: true } },
      { as: owner },
    );
    const key = await createTestApiKey(t, associate);
    expectOk(await listOffers(key), 200);
    const team = expectOk(await t.call(routes.team.read, {}, { as: owner }));
    const member = team.members.find((m) => m.userId === associate.userId)!;
    const removed = await t.call(
      routes.team.removeAssociate,
      { params: { id: member.id } },
      { as: owner },
    );
    expect(removed.status).toBe(204);
    expectError(await listOffers(key), 401);
    const rows = await t.db.db
      .select()
      .from(schema.apiKeys)
      .where(eq(schema.apiKeys.userId, associate.userId));
    expect(rows).toEqual([]);
  });

  it("is rate-limited per key: 429 with Retry-After once the minute's budget is spent", async () => {
    const { owner } = await createTestTeam(t.db.db);
    const key = await createTestApiKey(t, owner);
    const other = await createTestApiKey(t, owner);
    const limit = t.app.config.API_KEY_REQUESTS_PER_MINUTE;
    // Spend the minute's budget in the shared counter instead of sending hundreds of requests.
    await t.db.db.insert(schema.rateLimits).values({
      bucket: "api-key",
      key: `api-key:${key.id}`,
      windowStart: new Date(),
      count: limit,
    });
    const answer = await listOffers(key);
    expectError(answer, 429, "RATE_LIMITED");
    expect(Number(answer.response.headers["retry-after"])).toBeGreaterThan(0);
    expectOk(await listOffers(other), 200);
  });
});
