import { HireDraftClaim, OfferDetail } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { createSignedInUser, createUser } from "../../testing/factories";
import { companySignup, setupHireTest } from "../../testing/hire";
import { outboxTo } from "../../testing/rows";

const { t, http, createDraft, expireDraft, draftRow, offerRow } = setupHireTest();
const claimUrl = (id: string) => `/hire/drafts/${id}/claim`;

const usersWithEmail = async (email: string) =>
  t.db.db.$count(schema.users, eq(schema.users.email, email));

describe("POST /auth/register with draftOfferId", () => {
  it("claims the draft for the new company: a draft offer from /hire, audited, matchers emailed", async () => {
    const matcher = await createUser(t.db.db, "matchers");
    const draft = await createDraft({ locale: "en" });
    const body = companySignup(draft.id);
    const res = await http.post("/auth/register", {}, body);
    expect(res.statusCode, res.body).toBe(201);
    const row = await draftRow(draft.id);
    expect(row).toMatchObject({ status: "claimed" });
    expect(row?.claimedAt).toBeInstanceOf(Date);
    const offer = await offerRow(row!.offerId!);
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
    const claimed = await createDraft();
    expect((await http.post("/auth/register", {}, companySignup(claimed.id))).statusCode).toBe(201);
    const incomplete = await createDraft({ complete: false });
    const expired = await createDraft();
    await expireDraft(expired.id);
    const cases: Array<[string, number, string]> = [
      [claimed.id, 409, "HIRE_DRAFT_CLAIMED"],
      [incomplete.id, 409, "HIRE_DRAFT_INCOMPLETE"],
      [expired.id, 404, "NOT_FOUND"],
      [crypto.randomUUID(), 404, "NOT_FOUND"],
    ];
    for (const [id, status, code] of cases) {
      const body = companySignup(id, { companyName: "Initech" });
      const res = await http.post("/auth/register", {}, body);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code).toBe(code);
      expect(res.body).not.toContain("Globex");
      expect(await usersWithEmail(body.email)).toBe(0);
    }
    expect((await draftRow(incomplete.id))?.status).toBe("draft");
  });
});

describe("POST /hire/drafts/:id/claim", () => {
  it("claims the draft for the signed-in customer's company; the matcher sees it as an offer", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const draft = await createDraft();
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
      const draft = await createDraft({ complete: false, locale });
      await http.send(
        "PATCH",
        `/hire/drafts/${draft.id}`,
        {},
        {
          description: "Una API de pagos en Node.js y PostgreSQL, equipo pequeño.",
        },
      );
      const claim = (await http.post(claimUrl(draft.id), customer.headers)).json();
      expect((await offerRow(claim.offerId))?.title).toBe(title);
    }
  });

  it("HIRE_DRAFT_CLAIMED twice (no company info), HIRE_DRAFT_INCOMPLETE, 404 expired or unknown", async () => {
    const first = await createSignedInUser(t.db.db, "customer");
    const second = await createSignedInUser(t.db.db, "customer");
    const draft = await createDraft();
    expect((await http.post(claimUrl(draft.id), first.headers)).statusCode).toBe(201);
    for (const user of [first, second]) {
      const again = await http.post(claimUrl(draft.id), user.headers);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe("HIRE_DRAFT_CLAIMED");
      expect(again.body).not.toContain(first.customerId!);
    }
    const incomplete = await createDraft({ complete: false });
    const res = await http.post(claimUrl(incomplete.id), second.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("HIRE_DRAFT_INCOMPLETE");
    const expired = await createDraft();
    await expireDraft(expired.id);
    expect((await http.post(claimUrl(expired.id), second.headers)).statusCode).toBe(404);
    expect((await http.post(claimUrl(crypto.randomUUID()), second.headers)).statusCode).toBe(404);
  });

  it("answers 403 to every other role and 401 signed out", async () => {
    const draft = await createDraft();
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
    expect((await draftRow(draft.id))?.status).toBe("draft");
  });
});
