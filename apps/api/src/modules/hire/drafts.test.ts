import { HIRE_DRAFT_TTL_DAYS, HireDraft } from "@encaja/contracts";
import { runHousekeeping } from "@encaja/db/queries";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import { uniqueEmail } from "../../testing/factories";
import { companySignup, dayFromNow, developerDetails, setupHireTest } from "../../testing/hire";

const { t, http, draftBody, createDraft, expireDraft, draftRow } = setupHireTest();
const draftUrl = (id: string) => `/hire/drafts/${id}`;

describe("POST /hire/drafts", () => {
  it("creates a draft without an account that expires in HIRE_DRAFT_TTL_DAYS", async () => {
    const body = await draftBody({ locale: "en" });
    const draft = expectBody(await http.post("/hire/drafts", {}, body), HireDraft, 201);
    const { locale: _locale, ...details } = body;
    expect(draft).toMatchObject({ details, locale: "en", complete: false, title: null });
    const ttl = new Date(draft.expiresAt).getTime() - new Date(draft.createdAt).getTime();
    expect(Math.round(ttl / 86_400_000)).toBe(HIRE_DRAFT_TTL_DAYS);
  });

  it("takes the locale from Accept-Language when the body has none", async () => {
    const res = await http.post(
      "/hire/drafts",
      { "accept-language": "en-GB,en;q=0.9" },
      await draftBody(),
    );
    expect(expectBody(res, HireDraft, 201).locale).toBe("en");
  });

  it("refuses negative, inverted and absurd budgets, past start dates and unknown references", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ budget: { min: -1, max: 10, currency: "USD", period: "month" } }, "body.budget.min"],
      [{ budget: { min: 5000, max: 4000, currency: "USD", period: "month" } }, "body.budget.max"],
      [
        { budget: { min: 1000, max: 9_000_000, currency: "USD", period: "month" } },
        "body.budget.max",
      ],
      [{ budget: { min: 1.5, max: 10, currency: "USD", period: "month" } }, "body.budget.min"],
      [{ startDate: dayFromNow(-1) }, "body.startDate"],
      [{ startDate: "tomorrow" }, "body.startDate"],
      [{ skills: [{ skillId: crypto.randomUUID(), required: true }] }, "body.skills.0.skillId"],
      [{ mainStackCode: "cobol_mainframe" }, "body.mainStackCode"],
      [{ seniorities: [] }, "body.seniorities"],
      [{ openings: 0 }, "body.openings"],
      [{ email: uniqueEmail() }, "body"],
    ];
    for (const [override, path] of cases) {
      const body = { ...(await draftBody()), ...override };
      expectValidationError(await http.post("/hire/drafts", {}, body), path);
    }
  });

  it("accepts today as the start date", async () => {
    const body = await draftBody({ startDate: dayFromNow(0) });
    expect((await http.post("/hire/drafts", {}, body)).statusCode).toBe(201);
  });
});

describe("GET and PATCH /hire/drafts/:id", () => {
  it("reads and completes an open draft with the developer details", async () => {
    const draft = await createDraft({ complete: false });
    expect(expectBody(await http.get(draftUrl(draft.id)), HireDraft).complete).toBe(false);
    const done = expectBody(await http.patch(draftUrl(draft.id), {}, developerDetails), HireDraft);
    expect(done).toMatchObject({ ...developerDetails, complete: true, details: draft.details });
    const again = expectBody(await http.patch(draftUrl(draft.id), {}, { openings: 3 }), HireDraft);
    expect(again).toMatchObject({ title: developerDetails.title, details: { openings: 3 } });
  });

  it("validates the patch like the first step", async () => {
    const draft = await createDraft();
    expectValidationError(await http.patch(draftUrl(draft.id), {}, {}), "body");
    expectValidationError(
      await http.patch(draftUrl(draft.id), {}, { description: "short" }),
      "description",
    );
    expectValidationError(
      await http.patch(draftUrl(draft.id), {}, { startDate: dayFromNow(-3) }),
      "body.startDate",
    );
    expectValidationError(
      await http.patch(draftUrl(draft.id), {}, { customerId: draft.id }),
      "body",
    );
  });

  it("answers 404 for unknown, expired and claimed drafts", async () => {
    const expired = await createDraft();
    await expireDraft(expired.id);
    const claimed = await createDraft();
    const reg = await http.post("/auth/register", {}, companySignup(claimed.id));
    expect(reg.statusCode).toBe(201);
    for (const id of [crypto.randomUUID(), expired.id, claimed.id]) {
      expect((await http.get(draftUrl(id))).statusCode).toBe(404);
      expect((await http.patch(draftUrl(id), {}, developerDetails)).statusCode).toBe(404);
    }
    const body = (await http.get(draftUrl(claimed.id))).body;
    expect(body).not.toContain("Globex");
  });
});

describe("housekeeping", () => {
  it("deletes expired unclaimed drafts and keeps live and claimed ones", async () => {
    const live = await createDraft();
    const expired = await createDraft();
    await expireDraft(expired.id);
    const claimed = await createDraft();
    expect((await http.post("/auth/register", {}, companySignup(claimed.id))).statusCode).toBe(201);
    await expireDraft(claimed.id);
    expect(await runHousekeeping(t.db.db)).toBe(true);
    expect(await draftRow(expired.id)).toBeUndefined();
    expect(await draftRow(live.id)).toBeDefined();
    expect((await draftRow(claimed.id))?.status).toBe("claimed");
  });
});
