import { CustomerList, CustomerOffer, JobDetail, OfferDetail } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import { createTestOffer, offerBody } from "../../testing/offers";
import { requestsWith, setupSignedInUser, setupTestApp } from "../../testing/setup";
import { createTestTeam } from "../../testing/team";

const t = setupTestApp();
const http = requestsWith(t);
const matcher = setupSignedInUser(t, "matchers");

/** A company whose owner stated its industry and size in the settings. */
async function companyInFintech() {
  const team = await createTestTeam(t.db.db);
  const res = await http.patch("/customers/me/company", team.owner.headers, {
    industry: "fintech",
    companySize: "51-200",
  });
  expect(res.statusCode, res.body).toBe(200);
  return team;
}

const createOffer = (body: object) => http.post("/offers", matcher.headers, body);
const patchOffer = (id: string, body: object) => http.patch(`/offers/${id}`, matcher.headers, body);

describe("an offer's context: time zone, overlap, industry, company size, project type", () => {
  it("round-trips every field through create, read and update", async () => {
    const { customerId } = await companyInFintech();
    const created = expectBody(
      await createOffer({
        ...(await offerBody(t.db.db, customerId)),
        timeZone: "Europe/Madrid",
        minOverlapHours: 4,
        industry: "banking",
        companySize: "1001+",
        projectType: "migration",
      }),
      OfferDetail,
      201,
    );
    expect(created).toMatchObject({
      timeZone: "Europe/Madrid",
      minOverlapHours: 4,
      industry: "banking",
      companySize: "1001+",
      projectType: "migration",
    });
    const changed = expectBody(
      await patchOffer(created.id, { timeZone: "America/New_York", projectType: null }),
      OfferDetail,
    );
    expect(changed).toMatchObject({
      timeZone: "America/New_York",
      minOverlapHours: 4,
      industry: "banking",
      projectType: null,
    });
    const read = expectBody(await http.get(`/offers/${created.id}`, matcher.headers), OfferDetail);
    expect(read.timeZone).toBe("America/New_York");
  });

  it("a new offer that leaves industry and size out takes its company's; no zone, no overlap", async () => {
    const { customerId } = await companyInFintech();
    const offer = expectBody(
      await createOffer(await offerBody(t.db.db, customerId)),
      OfferDetail,
      201,
    );
    expect(offer).toMatchObject({
      industry: "fintech",
      companySize: "51-200",
      projectType: null,
      timeZone: null,
      minOverlapHours: 0,
    });
    const cleared = expectBody(await patchOffer(offer.id, { industry: null }), OfferDetail);
    expect(cleared.industry).toBeNull();
  });

  it("refuses an overlap without a time zone, on create and on update (400 VALIDATION)", async () => {
    const { customerId } = await companyInFintech();
    const base = await offerBody(t.db.db, customerId);
    expectValidationError(await createOffer({ ...base, minOverlapHours: 3 }), "minOverlapHours");
    const { id } = await createTestOffer(t.db.db, { customerId, status: "draft" });
    const refused = await patchOffer(id, { minOverlapHours: 2 });
    expectValidationError(refused, "body.minOverlapHours");
    expect(refused.json().errors[0].message).toMatch(/time zone/);
    expect(
      (await patchOffer(id, { timeZone: "Europe/Madrid", minOverlapHours: 2 })).statusCode,
    ).toBe(200);
    expectValidationError(await patchOffer(id, { timeZone: null }), "body.minOverlapHours");
    expect((await patchOffer(id, { timeZone: null, minOverlapHours: 0 })).statusCode).toBe(200);
  });

  it.each([
    ["an unknown time zone", { timeZone: "Mars/Olympus_Mons" }, "timeZone"],
    ["more than 8 hours of overlap", { timeZone: "UTC", minOverlapHours: 9 }, "minOverlapHours"],
    ["a fractional overlap", { timeZone: "UTC", minOverlapHours: 1.5 }, "minOverlapHours"],
    ["an unknown industry", { industry: "alchemy" }, "industry"],
    ["an unknown company size", { companySize: "2-3" }, "companySize"],
    ["an unknown project type", { projectType: "rewrite" }, "projectType"],
  ])("refuses %s", async (_name, override, path) => {
    const { customerId } = await companyInFintech();
    const res = await createOffer({ ...(await offerBody(t.db.db, customerId)), ...override });
    expectValidationError(res, `body.${path}`);
  });

  it("the company's own offer page and the public job page show the context", async () => {
    const { owner, associate, customerId } = await companyInFintech();
    const { id } = await createTestOffer(t.db.db, {
      customerId,
      body: { timeZone: "Europe/Madrid", minOverlapHours: 4, projectType: "scaling" },
    });
    for (const user of [owner, associate]) {
      const mine = expectBody(
        await http.get(`/customers/me/offers/${id}`, user.headers),
        CustomerOffer,
      );
      expect(mine).toMatchObject({ industry: "fintech", timeZone: "Europe/Madrid" });
    }
    const job = expectBody(await http.get(`/jobs/${id}`), JobDetail);
    expect(job).toMatchObject({
      industry: "fintech",
      companySize: "51-200",
      projectType: "scaling",
      timeZone: "Europe/Madrid",
      minOverlapHours: 4,
    });
  });

  it("the customer search tells the offer form what a new offer would start with", async () => {
    const { customerId } = await companyInFintech();
    const found = expectBody(await http.get("/customers?limit=100", matcher.headers), CustomerList);
    expect(found.items.find((c) => c.id === customerId)).toMatchObject({
      industry: "fintech",
      companySize: "51-200",
    });
  });

  it("a confidential job keeps its company's size to itself", async () => {
    const { customerId } = await companyInFintech();
    const { id } = await createTestOffer(t.db.db, { customerId, body: { confidential: true } });
    const job = expectBody(await http.get(`/jobs/${id}`), JobDetail);
    expect(job).toMatchObject({ industry: "fintech", companySize: null, company: null });
  });
});

describe("company settings: industry and size", () => {
  it("the owner states, reads and clears them; they validate against the catalogue", async () => {
    const { owner } = await companyInFintech();
    expect((await http.get("/customers/me/company", owner.headers)).json()).toMatchObject({
      industry: "fintech",
      companySize: "51-200",
    });
    const patch = (body: object) => http.patch("/customers/me/company", owner.headers, body);
    expectValidationError(await patch({ industry: "alchemy" }), "industry");
    expectValidationError(await patch({ companySize: "huge" }), "companySize");
    expect((await patch({ industry: null, companySize: null })).json()).toMatchObject({
      industry: null,
      companySize: null,
    });
  });

  it("only changes the owner's own company; associates and others cannot change it", async () => {
    const mine = await companyInFintech();
    const other = await companyInFintech();
    await http.patch("/customers/me/company", mine.owner.headers, { industry: "gaming" });
    expect((await http.get("/customers/me/company", other.owner.headers)).json().industry).toBe(
      "fintech",
    );
    const asAssociate = await http.patch("/customers/me/company", mine.associate.headers, {
      industry: "media",
    });
    expect(asAssociate.statusCode).toBe(403);
    const { id } = await createTestOffer(t.db.db, { customerId: other.customerId });
    const asCustomer = await http.patch(`/offers/${id}`, mine.owner.headers, { industry: "media" });
    expect(asCustomer.statusCode).toBe(403);
  });
});
