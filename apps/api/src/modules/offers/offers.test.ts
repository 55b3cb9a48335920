import { OfferDetail, OfferList, routes } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { createUser } from "../../testing/factories";
import { createTestOffer, offerBody } from "../../testing/offers";
import { setupTestAppAs } from "../../testing/setup";

const { t, user: matcher, post, get } = setupTestAppAs("matchers");

describe("POST /offers", () => {
  it("creates a draft with slug, skills, budget and the creating matcher assigned", async () => {
    const customer = await createUser(t.db.db, "customer");
    const res = await post("/offers", await offerBody(t.db.db, customer.customerId!));
    expect(res.statusCode).toBe(201);
    const offer = OfferDetail.parse(res.json());
    expect(offer).toMatchObject({
      status: "draft",
      customer: { id: customer.customerId },
      mainStack: { code: "node_react" },
      budget: { min: 3000, max: 4500, currency: "USD", period: "month" },
      countries: ["AR", "MX"],
      matchers: [{ id: matcher.userId }],
      publishedAt: null,
      pipeline: [],
    });
    expect(offer.slug).toMatch(/^desarrollador-a-backend-node-js-[0-9a-f]{6}$/);
    expect(offer.skills.map((s) => [s.code, s.minLevel, s.required])).toEqual([
      ["nodejs", "medium_use", true],
      ["postgresql", "low_use", false],
    ]);
  });

  it("stores markdown exactly as given (script tags included: the web sanitises on render)", async () => {
    const customer = await createUser(t.db.db, "customer");
    const description = "Hola <script>alert('x')</script> **mundo** <img src=x onerror=alert(1)>";
    const res = await post(
      "/offers",
      await offerBody(t.db.db, customer.customerId!, { description }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const again = await get(`/offers/${res.json().id}`);
    expect(again.json().description).toBe(description);
  });

  it("accepts lower-case countries and answers them upper-case", async () => {
    const customer = await createUser(t.db.db, "customer");
    const res = await post(
      "/offers",
      await offerBody(t.db.db, customer.customerId!, { countries: ["co"] as never }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().countries).toEqual(["CO"]);
  });

  it.each([
    [
      "budget min above max",
      { budget: { min: 5000, max: 4000, currency: "USD", period: "month" } },
      "body.budget.max",
    ],
    [
      "unknown currency",
      { budget: { min: 1, max: 2, currency: "XYZ", period: "month" } },
      "body.budget.currency",
    ],
    [
      "unknown period",
      { budget: { min: 1, max: 2, currency: "USD", period: "week" } },
      "body.budget.period",
    ],
    ["unknown country", { countries: ["ZZ"] }, "body.countries.0"],
    ["no seniority", { seniorities: [] }, "body.seniorities"],
    ["unknown hiring type", { hiringType: "freelance" }, "body.hiringType"],
    ["zero openings", { openings: 0 }, "body.openings"],
    ["short title", { title: "x" }, "body.title"],
    ["unknown field", { salary: 1 }, "body"],
  ])("rejects %s (400 VALIDATION)", async (_name, override, path) => {
    const customer = await createUser(t.db.db, "customer");
    const body = { ...(await offerBody(t.db.db, customer.customerId!)), ...override };
    const res = await post("/offers", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it("rejects unknown customer, skill, stack and matcher references", async () => {
    const customer = await createUser(t.db.db, "customer");
    const base = await offerBody(t.db.db, customer.customerId!);
    const unknownId = "00000000-0000-4000-8000-000000000000";
    const developer = await createUser(t.db.db, "developer");
    const cases: Array<[object, string]> = [
      [{ customerId: unknownId }, "body.customerId"],
      [
        { skills: [{ skillId: unknownId, minLevel: "low_use", required: true }] },
        "body.skills.0.skillId",
      ],
      [{ mainStackCode: "cobol_mainframe" }, "body.mainStackCode"],
      [{ matcherIds: [developer.userId] }, "body.matcherIds.0"],
    ];
    for (const [override, path] of cases) {
      const res = await post("/offers", { ...base, ...override });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors).toEqual([{ path, message: expect.any(String) }]);
    }
  });
});

describe("PATCH /offers/:id and POST /offers/:id/status", () => {
  it("updates fields, replaces skills and matchers, recomputes the budget", async () => {
    const { id } = await createTestOffer(t.db.db, { status: "draft" });
    const other = await createUser(t.db.db, "matchers");
    const res = await t.call(
      routes.offers.update,
      {
        params: { id },
        body: {
          title: "Senior Go Engineer",
          skills: [],
          matcherIds: [other.userId],
          budget: { min: 60000, max: 90000, currency: "USD", period: "year" },
          mainStackCode: null,
        },
      },
      { as: matcher },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: "Senior Go Engineer",
      skills: [],
      mainStack: null,
      matchers: [{ id: other.userId }],
      budget: { min: 60000, max: 90000, period: "year" },
    });
  });

  it("refuses an empty or invalid patch, and unknown offers", async () => {
    const { id } = await createTestOffer(t.db.db, { status: "draft" });
    const patch = (url: string, payload: object) =>
      t.app.inject({ method: "PATCH", url, headers: matcher.headers, payload });
    expect((await patch(`/offers/${id}`, {})).statusCode).toBe(400);
    expect(
      (
        await patch(`/offers/${id}`, {
          budget: { min: 9, max: 1, currency: "USD", period: "hour" },
        })
      ).statusCode,
    ).toBe(400);
    const missing = await patch("/offers/00000000-0000-4000-8000-000000000000", {
      title: "Nope nope",
    });
    expect(missing.statusCode).toBe(404);
  });

  it("walks draft → open → paused → open → filled and stamps publishedAt", async () => {
    const { id } = await createTestOffer(t.db.db, { status: "draft" });
    for (const status of ["open", "paused", "open", "filled"]) {
      const res = await post(`/offers/${id}/status`, { status });
      expect(res.statusCode, status).toBe(200);
      expect(res.json().status).toBe(status);
      expect(res.json().publishedAt).not.toBeNull();
    }
  });

  it("reopens a closed offer but never a filled one", async () => {
    const closed = await createTestOffer(t.db.db, { status: "closed" });
    expect((await post(`/offers/${closed.id}/status`, { status: "open" })).statusCode).toBe(200);
    const filled = await createTestOffer(t.db.db, { status: "filled" });
    const res = await post(`/offers/${filled.id}/status`, { status: "open" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "INVALID_TRANSITION", status: "filled", allowed: [] });
  });

  it("answers 409 with the allowed next states for an invalid transition", async () => {
    const { id } = await createTestOffer(t.db.db, { status: "draft" });
    const res = await post(`/offers/${id}/status`, { status: "paused" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "INVALID_TRANSITION",
      status: "draft",
      allowed: ["open", "closed"],
    });
    const same = await post(`/offers/${id}/status`, { status: "draft" });
    expect(same.statusCode).toBe(409);
    expect((await post(`/offers/${id}/status`, { status: "archived" })).statusCode).toBe(400);
  });

  it("does not edit closed or filled offers (409 OFFER_NOT_EDITABLE)", async () => {
    const { id } = await createTestOffer(t.db.db, { status: "closed" });
    const res = await t.call(
      routes.offers.update,
      { params: { id }, body: { title: "Too late now" } },
      { as: matcher },
    );
    expect(res.status).toBe(409);
    expect(res.error?.code).toBe("OFFER_NOT_EDITABLE");
  });
});

describe("GET /offers", () => {
  it("filters by customer, status, tech role and text; counts per status; paginates", async () => {
    const { customerId } = await createTestOffer(t.db.db, { status: "open" });
    for (const status of ["open", "draft", "paused", "closed", "filled"] as const) {
      await createTestOffer(t.db.db, { customerId, status });
    }
    await createTestOffer(t.db.db, {
      customerId,
      status: "open",
      body: { title: "Ingeniería de Datos Spark", techRole: "data_engineer", skills: [] },
    });
    const all = OfferList.parse((await get(`/offers?customerId=${customerId}&limit=3`)).json());
    expect(all.items).toHaveLength(3);
    expect(all.counts).toEqual({ draft: 1, open: 3, paused: 1, closed: 1, filled: 1 });
    const seen = new Set(all.items.map((o) => o.id));
    let cursor = all.nextCursor;
    while (cursor) {
      const next = OfferList.parse(
        (await get(`/offers?customerId=${customerId}&limit=3&cursor=${cursor}`)).json(),
      );
      for (const o of next.items) seen.add(o.id);
      cursor = next.nextCursor;
    }
    expect(seen.size).toBe(7);

    const open = OfferList.parse(
      (await get(`/offers?customerId=${customerId}&status=open,paused`)).json(),
    );
    expect(open.items.map((o) => o.status).sort()).toEqual(["open", "open", "open", "paused"]);
    const data = OfferList.parse(
      (await get(`/offers?customerId=${customerId}&techRole=data_engineer`)).json(),
    );
    expect(data.items.map((o) => o.title)).toEqual(["Ingeniería de Datos Spark"]);
    const text = OfferList.parse(
      (await get(`/offers?customerId=${customerId}&q=ingenieria datos`)).json(),
    );
    expect(text.items.map((o) => o.title)).toEqual(["Ingeniería de Datos Spark"]);
    const asc = OfferList.parse(
      (await get(`/offers?customerId=${customerId}&direction=ASC`)).json(),
    );
    const desc = OfferList.parse(
      (await get(`/offers?customerId=${customerId}&direction=DESC`)).json(),
    );
    expect(asc.items.map((o) => o.id)).toEqual([...desc.items.map((o) => o.id)].reverse());
  });

  it("rejects a bad cursor, limit or status", async () => {
    expect((await get("/offers?cursor=bm9wZQ")).statusCode).toBe(400);
    expect((await get("/offers?limit=101")).statusCode).toBe(400);
    expect((await get("/offers?status=archived")).statusCode).toBe(400);
  });

  it("GET /offers/:id is 404 for an unknown offer", async () => {
    const res = await get("/offers/00000000-0000-4000-8000-000000000000");
    expect(res.statusCode).toBe(404);
  });
});

describe("GET /customers", () => {
  it("finds companies by name, accent-insensitively, with cursor pages", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const names = [`Señal ${tag} Uno`, `Senal ${tag} Dos`, `Señal ${tag} Tres`];
    for (const name of names) {
      const c = await createUser(t.db.db, "customer");
      await t.db.db.execute(
        (await import("drizzle-orm"))
          .sql`update customers set name = ${name} where id = ${c.customerId}`,
      );
    }
    const first = (await get(`/customers?q=senal ${tag}&limit=2`)).json();
    expect(first.items).toHaveLength(2);
    const second = (
      await get(`/customers?q=SEÑAL ${tag}&limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((c: { name: string }) => c.name).sort()).toEqual(
      [...names].sort(),
    );
  });
});
