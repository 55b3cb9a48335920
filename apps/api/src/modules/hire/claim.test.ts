import { HireDraftClaim, OfferDetail } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { createSignedInUser, createUser, uniqueEmail } from "../../testing/factories";
import {
  createTestHireDraft,
  expireHireDraft,
  hireDraftRow,
  offerRow,
  outboxTo,
} from "../../testing/hire";
import { requestsWith, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const http = requestsWith(t);
const claimUrl = (id: string) => `/hire/drafts/${id}/claim`;

const signup = (draftOfferId: string, over: Record<string, unknown> = {}) => ({
  role: "customer",
  email: uniqueEmail("co"),
  password: "Sunny-Mango-Trail-42",
  fullName: "Carla Gómez",
  companyName: "Globex SA",
  draftOfferId,
  ...over,
});

const usersWithEmail = async (email: string) =>
  t.db.db.$count(schema.users, eq(schema.users.email, email));

describe("POST /auth/register with draftOfferId", () => {
  it("claims the draft for the new company: a draft offer from /hire, audited, matchers emailed", async () => {
    const matcher = await createUser(t.db.db, "matchers");
    const draft = await createTestHireDraft(t.db.db, { locale: "en" });
    const body = signup(draft.id);
    const res = await http.post("/auth/register", {}, body);
    expect(res.statusCode, res.body).toBe(201);
    const row = await hireDraftRow(t.db.db, draft.id);
    expect(row).toMatchObject({ status: "claimed" });
    expect(row?.claimedAt).toBeInstanceOf(Date);
    const offer = await offerRow(t.db.db, row!.offerId!);
    expect(offer).toMatchObject({
      customerId: row!.customerId,
      status: "draft",
      source: "hire_request",
      title: "Backend senior para pagos",
      techRole: "backend",
      seniorities: ["senior"],
      budgetMin: 4000,
      budgetMax: 5000,
      isPublic: false,
      createdBy: row!.claimedBy,
    });
    const [audit] = await t.db.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "hire.claimed"));
    expect(audit?.details).toMatchObject({ draftId: draft.id, offerId: offer!.id });
    const [mail] = await outboxTo(t.db.db, matcher.email, "hire-request");
    expect(mail?.text).toContain(`/matchers/edit-offer/${offer!.id}`);
    expect(mail?.subject).toContain("Globex SA");
  });

  it("registers nothing when the draft is claimed, incomplete, expired or unknown", async () => {
    const claimed = await createTestHireDraft(t.db.db);
    expect((await http.post("/auth/register", {}, signup(claimed.id))).statusCode).toBe(201);
    const incomplete = await createTestHireDraft(t.db.db, { complete: false });
    const expired = await createTestHireDraft(t.db.db);
    await expireHireDraft(t.db.db, expired.id);
    const cases: Array<[string, number, string]> = [
      [claimed.id, 409, "HIRE_DRAFT_CLAIMED"],
      [incomplete.id, 409, "HIRE_DRAFT_INCOMPLETE"],
      [expired.id, 404, "NOT_FOUND"],
      [crypto.randomUUID(), 404, "NOT_FOUND"],
    ];
    for (const [id, status, code] of cases) {
      const body = signup(id, { companyName: "Initech" });
      const res = await http.post("/auth/register", {}, body);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code).toBe(code);
      expect(res.body).not.toContain("Globex");
      expect(await usersWithEmail(body.email)).toBe(0);
    }
    expect((await hireDraftRow(t.db.db, incomplete.id))?.status).toBe("draft");
  });
});

describe("POST /hire/drafts/:id/claim", () => {
  it("claims the draft for the signed-in customer's company; the matcher sees it as an offer", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const draft = await createTestHireDraft(t.db.db);
    const claim = expectBody(
      await http.post(claimUrl(draft.id), customer.headers),
      HireDraftClaim,
      201,
    );
    expect(claim.draftId).toBe(draft.id);
    const offer = expectBody(
      await http.get(`/offers/${claim.offerId}`, matcher.headers),
      OfferDetail,
    );
    expect(offer).toMatchObject({
      status: "draft",
      source: "hire_request",
      customer: { id: customer.customerId },
      skills: [
        expect.objectContaining({ required: true, minLevel: "medium_use" }),
        expect.objectContaining({ required: false }),
      ],
    });
    const list = await http.get("/offers?status=draft", matcher.headers);
    expect(list.json().items.map((o: { id: string }) => o.id)).toContain(claim.offerId);
    expect((await http.get(`/hire/drafts/${draft.id}`)).statusCode).toBe(404);
  });

  it("titles the offer from role and seniority in the draft's locale when none was given", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    for (const [locale, title] of [
      ["es", "Desarrollador/a Backend Senior"],
      ["en", "Senior Backend developer"],
    ] as const) {
      const draft = await createTestHireDraft(t.db.db, { complete: false, locale });
      await http.send(
        "PATCH",
        `/hire/drafts/${draft.id}`,
        {},
        {
          description: "Una API de pagos en Node.js y PostgreSQL, equipo pequeño.",
        },
      );
      const claim = (await http.post(claimUrl(draft.id), customer.headers)).json();
      expect((await offerRow(t.db.db, claim.offerId))?.title).toBe(title);
    }
  });

  it("HIRE_DRAFT_CLAIMED twice (no company info), HIRE_DRAFT_INCOMPLETE, 404 expired or unknown", async () => {
    const first = await createSignedInUser(t.db.db, "customer");
    const second = await createSignedInUser(t.db.db, "customer");
    const draft = await createTestHireDraft(t.db.db);
    expect((await http.post(claimUrl(draft.id), first.headers)).statusCode).toBe(201);
    for (const user of [first, second]) {
      const again = await http.post(claimUrl(draft.id), user.headers);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe("HIRE_DRAFT_CLAIMED");
      expect(again.body).not.toContain(first.customerId!);
    }
    const incomplete = await createTestHireDraft(t.db.db, { complete: false });
    const res = await http.post(claimUrl(incomplete.id), second.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("HIRE_DRAFT_INCOMPLETE");
    const expired = await createTestHireDraft(t.db.db);
    await expireHireDraft(t.db.db, expired.id);
    expect((await http.post(claimUrl(expired.id), second.headers)).statusCode).toBe(404);
    expect((await http.post(claimUrl(crypto.randomUUID()), second.headers)).statusCode).toBe(404);
  });

  it("answers 403 to every other role and 401 signed out", async () => {
    const draft = await createTestHireDraft(t.db.db);
    for (const role of [
      "customerAssociate",
      "developer",
      "matchers",
      "superAdmin",
      "hardInterviewer",
    ] as const) {
      const user = await createSignedInUser(t.db.db, role, {
        ...(role === "customerAssociate"
          ? { customerId: (await createUser(t.db.db, "customer")).customerId! }
          : {}),
      });
      expect((await http.post(claimUrl(draft.id), user.headers)).statusCode, role).toBe(403);
    }
    expect((await http.post(claimUrl(draft.id), {})).statusCode).toBe(401);
    expect((await hireDraftRow(t.db.db, draft.id))?.status).toBe("draft");
  });
});
