import { AdminCustomer, AdminCustomerList, CompanySettings, PlanUsage } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import { createTestOffer } from "../../testing/offers";
import { requestsWith, setupTestApp } from "../../testing/setup";
import { createTestTeam } from "../../testing/team";

const t = setupTestApp();
const http = requestsWith(t);

describe("GET/PATCH /customers/me/company", () => {
  it("the owner reads and changes the company details and the associates' budget limit", async () => {
    const { owner } = await createTestTeam(t.db.db);
    const before = expectBody(
      await http.get("/customers/me/company", owner.headers),
      CompanySettings,
    );
    expect(before).toMatchObject({ plan: "free", associateBudgetLimit: null, website: null });
    const res = await http.send("PATCH", "/customers/me/company", owner.headers, {
      name: "Acme Renamed",
      website: "https://acme.example",
      countryCode: "cl",
      taxId: "76.123.456-7",
      associateBudgetLimit: { amountMinor: 500_000, currency: "USD" },
    });
    expect(expectBody(res, CompanySettings)).toMatchObject({
      name: "Acme Renamed",
      website: "https://acme.example",
      countryCode: "CL",
      taxId: "76.123.456-7",
      associateBudgetLimit: { amountMinor: 500_000, currency: "USD" },
    });
    const cleared = await http.send("PATCH", "/customers/me/company", owner.headers, {
      associateBudgetLimit: null,
      taxId: "",
    });
    expect(expectBody(cleared, CompanySettings)).toMatchObject({
      associateBudgetLimit: null,
      taxId: null,
    });
    expect((await http.get("/users/me", owner.headers)).json().name).toBe("Acme Renamed");
  });

  it("validates: negative or fractional limits, unknown currency or country, bad website, empty body", async () => {
    const { owner } = await createTestTeam(t.db.db);
    const patch = (body: object) =>
      http.send("PATCH", "/customers/me/company", owner.headers, body);
    expectValidationError(
      await patch({ associateBudgetLimit: { amountMinor: -1, currency: "USD" } }),
      "amountMinor",
    );
    expectValidationError(
      await patch({ associateBudgetLimit: { amountMinor: 10.5, currency: "USD" } }),
      "amountMinor",
    );
    expectValidationError(
      await patch({ associateBudgetLimit: { amountMinor: 10, currency: "XXX" } }),
      "currency",
    );
    expectValidationError(await patch({ countryCode: "ZZ" }), "countryCode");
    expectValidationError(await patch({ website: "javascript:alert(1)" }), "website");
    expectValidationError(await patch({}), "body");
  });

  it.each(["customerAssociate", "developer", "matchers", "superAdmin"] as const)(
    "403 for a %s",
    async (role) => {
      const user = await createSignedInUser(t.db.db, role);
      expect((await http.get("/customers/me/company", user.headers)).statusCode).toBe(403);
      expect(
        (await http.send("PATCH", "/customers/me/company", user.headers, { name: "Hijack" }))
          .statusCode,
      ).toBe(403);
    },
  );
});

describe("GET /customers/me/plan", () => {
  it("owner and associate see the plan's limits and the company's use", async () => {
    const { owner, associate, customerId } = await createTestTeam(t.db.db);
    await createTestOffer(t.db.db, { customerId });
    for (const user of [owner, associate]) {
      const usage = expectBody(await http.get("/customers/me/plan", user.headers), PlanUsage);
      expect(usage).toEqual({
        plan: "free",
        limits: { openOffers: 2, associates: 2, profileViewsPerMonth: 30 },
        used: { openOffers: 1, associates: 1, profileViewsPerMonth: 0 },
      });
    }
  });

  it.each(["developer", "matchers", "superAdmin"] as const)("403 for a %s", async (role) => {
    const user = await createSignedInUser(t.db.db, role);
    expect((await http.get("/customers/me/plan", user.headers)).statusCode).toBe(403);
  });
});

describe("superAdmin: /admin/customers", () => {
  it("lists companies with owner and usage, searches by name and pages", async () => {
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const { owner } = await createTestTeam(t.db.db);
    const name = (await http.get("/customers/me/company", owner.headers)).json().name as string;
    const found = expectBody(
      await http.get(`/admin/customers?q=${encodeURIComponent(name)}`, admin.headers),
      AdminCustomerList,
    );
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ name, ownerEmail: owner.email });
    expect(found.items[0]!.usage.used.associates).toBe(1);
    await createTestTeam(t.db.db);
    const first = expectBody(
      await http.get("/admin/customers?limit=1", admin.headers),
      AdminCustomerList,
    );
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = expectBody(
      await http.get(`/admin/customers?limit=1&cursor=${first.nextCursor}`, admin.headers),
      AdminCustomerList,
    );
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
  });

  it("changes a company's plan (audited); the company sees its new limits", async () => {
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const { owner, customerId } = await createTestTeam(t.db.db);
    const res = await http.send("PATCH", `/admin/customers/${customerId}/plan`, admin.headers, {
      plan: "enterprise",
    });
    expect(expectBody(res, AdminCustomer).usage.plan).toBe("enterprise");
    const usage = expectBody(await http.get("/customers/me/plan", owner.headers), PlanUsage);
    expect(usage.limits).toEqual({
      openOffers: null,
      associates: null,
      profileViewsPerMonth: null,
    });
  });

  it("404 for an unknown company, 400 for an unknown plan", async () => {
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const { customerId } = await createTestTeam(t.db.db);
    expect(
      (
        await http.send(
          "PATCH",
          "/admin/customers/00000000-0000-4000-8000-000000000000/plan",
          admin.headers,
          { plan: "free" },
        )
      ).statusCode,
    ).toBe(404);
    expectValidationError(
      await http.send("PATCH", `/admin/customers/${customerId}/plan`, admin.headers, {
        plan: "gold",
      }),
      "plan",
    );
  });

  it.each(["customer", "customerAssociate", "matchers", "hardInterviewer", "developer"] as const)(
    "403 for a %s",
    async (role) => {
      const user = await createSignedInUser(t.db.db, role);
      const { customerId } = await createTestTeam(t.db.db);
      expect((await http.get("/admin/customers", user.headers)).statusCode).toBe(403);
      expect(
        (
          await http.send("PATCH", `/admin/customers/${customerId}/plan`, user.headers, {
            plan: "enterprise",
          })
        ).statusCode,
      ).toBe(403);
    },
  );
});
