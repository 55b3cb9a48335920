import { routes } from "@encaja/contracts";
import { auditLog, webhookEndpoints } from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expectError, expectOk } from "../../testing/call";
import { createSignedInUser } from "../../testing/factories";
import { setupTestApp } from "../../testing/setup";
import { createTestTeam } from "../../testing/team";

const r = routes.webhooks;
// .invalid never resolves (RFC 6761): accepted on save, checked again at each delivery.
const url = "https://hooks.encaja.invalid/encaja";

describe("webhook endpoints", () => {
  const t = setupTestApp();
  let team: Awaited<ReturnType<typeof createTestTeam>>;
  let other: Awaited<ReturnType<typeof createTestTeam>>;

  beforeAll(async () => {
    team = await createTestTeam(t.db.db);
    other = await createTestTeam(t.db.db);
  });

  const create = (as = team.owner, body: Record<string, unknown> = {}) =>
    t.call(r.create, { body: { url, events: ["candidate.presented"], ...body } as never }, { as });

  it("creates an endpoint and shows its secret once", async () => {
    const created = expectOk(await create(team.owner, { description: "CRM" }), 201);
    expect(created).toMatchObject({
      url,
      description: "CRM",
      events: ["candidate.presented"],
      status: "active",
      lastDelivery: null,
      previousSecretExpiresAt: null,
    });
    expect(created.secret).toMatch(/^whsec_/);
    const read = await t.call(r.read, { params: { id: created.id } }, { as: team.owner });
    expect(read.response.json()).not.toHaveProperty("secret");
    const list = expectOk(await t.call(r.list, { query: {} }, { as: team.owner }));
    expect(list.items.map((e) => e.id)).toContain(created.id);
    expect(JSON.stringify(list)).not.toContain(created.secret);
    const [row] = await t.db.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(row?.createdBy).toBe(team.owner.userId);
    const audits = await t.db.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audits.map((a) => a.action)).toEqual(["webhook.created"]);
  });

  it.each([
    ["http://hooks.example.com/x"],
    ["https://hooks.example.com:8443/x"],
    ["https://127.0.0.1/x"],
    ["https://10.0.0.8/x"],
    ["https://[fd00:ec2::254]/x"],
    ["https://localhost/x"],
  ])("refuses %s with 422 WEBHOOK_URL_NOT_ALLOWED", async (refused) => {
    expectError(await create(team.owner, { url: refused }), 422, "WEBHOOK_URL_NOT_ALLOWED");
  });

  it("validates the events", async () => {
    expectError(await create(team.owner, { events: [] }), 400, "VALIDATION");
    expectError(await create(team.owner, { events: ["nope"] }), 400, "VALIDATION");
    expectError(
      await create(team.owner, { events: ["budget.sent", "budget.sent"] }),
      400,
      "VALIDATION",
    );
  });

  it("updates, pauses and resumes", async () => {
    const { id } = expectOk(await create(), 201);
    const updated = expectOk(
      await t.call(
        r.update,
        { params: { id }, body: { events: ["budget.sent", "offer.status_changed"], paused: true } },
        { as: team.owner },
      ),
    );
    expect(updated).toMatchObject({
      events: ["budget.sent", "offer.status_changed"],
      status: "paused",
    });
    const resumed = expectOk(
      await t.call(r.update, { params: { id }, body: { paused: false } }, { as: team.owner }),
    );
    expect(resumed.status).toBe("active");
    expectError(
      await t.call(
        r.update,
        { params: { id }, body: { url: "https://169.254.169.254/latest" } },
        { as: team.owner },
      ),
      422,
      "WEBHOOK_URL_NOT_ALLOWED",
    );
  });

  it("rotates the secret: a new one shown once, the old one kept for 24 hours", async () => {
    const created = expectOk(await create(), 201);
    const before = Date.now();
    const rotated = expectOk(
      await t.call(r.rotateSecret, { params: { id: created.id } }, { as: team.owner }),
    );
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    const expires = Date.parse(rotated.previousSecretExpiresAt ?? "");
    expect(expires - before).toBeGreaterThan(23.9 * 3600_000);
    expect(expires - before).toBeLessThan(24.1 * 3600_000);
    const [row] = await t.db.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(row).toMatchObject({ secret: rotated.secret, previousSecret: created.secret });
  });

  it("deletes an endpoint", async () => {
    const { id } = expectOk(await create(), 201);
    expectOk(await t.call(r.remove, { params: { id } }, { as: team.owner }), 204);
    expectError(await t.call(r.read, { params: { id } }, { as: team.owner }), 404, "NOT_FOUND");
    expectError(await t.call(r.remove, { params: { id } }, { as: team.owner }), 404, "NOT_FOUND");
  });

  it("hides one company's endpoints from another (404) and keeps associates out (403)", async () => {
    const { id } = expectOk(await create(), 201);
    const as = { as: other.owner };
    expectError(await t.call(r.read, { params: { id } }, as), 404, "NOT_FOUND");
    expectError(
      await t.call(r.update, { params: { id }, body: { paused: true } }, as),
      404,
      "NOT_FOUND",
    );
    expectError(await t.call(r.rotateSecret, { params: { id } }, as), 404, "NOT_FOUND");
    expectError(await t.call(r.remove, { params: { id } }, as), 404, "NOT_FOUND");
    expectError(await t.call(r.deliveries, { params: { id }, query: {} }, as), 404, "NOT_FOUND");
    const otherList = expectOk(await t.call(r.list, { query: {} }, { as: other.owner }));
    expect(otherList.items.map((e) => e.id)).not.toContain(id);
    expectError(await create(team.associate), 403, "FORBIDDEN");
    expectError(await t.call(r.list, { query: {} }, { as: team.associate }), 403, "FORBIDDEN");
    const developer = await createSignedInUser(t.db.db, "developer");
    expectError(await t.call(r.list, { query: {} }, { as: developer }), 403, "FORBIDDEN");
  });

  it("lets superAdmin read a company's endpoints but change nothing", async () => {
    const { id } = expectOk(await create(), 201);
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const list = expectOk(
      await t.call(r.list, { query: { customerId: team.customerId } }, { as: admin }),
    );
    expect(list.items.map((e) => e.id)).toContain(id);
    expectOk(await t.call(r.read, { params: { id } }, { as: admin }));
    expectError(await t.call(r.list, { query: {} }, { as: admin }), 400, "VALIDATION");
    expectError(
      await t.call(r.update, { params: { id }, body: { paused: true } }, { as: admin }),
      403,
      "FORBIDDEN",
    );
  });

  it("caps a company at 20 endpoints", async () => {
    const company = await createTestTeam(t.db.db);
    for (let i = 0; i < 20; i++) expectOk(await create(company.owner), 201);
    expectError(await create(company.owner), 409, "CONFLICT");
  });
});
