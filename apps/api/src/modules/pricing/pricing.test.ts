import {
  DirectQuote,
  directQuote,
  initialPricingConfig,
  type PricingConfig,
  PricingConfigView,
  StaffingQuote,
  staffingQuote,
} from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import { requestsWith, setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const http = requestsWith(t);
const put = (headers: Record<string, string>, body: object) =>
  http.send("PUT", "/pricing/config", headers, body);

const changed: PricingConfig = {
  ...initialPricingConfig,
  direct: { ...initialPricingConfig.direct, feeBasisPoints: 2_000, guaranteeDays: 60 },
  staffing: {
    ...initialPricingConfig.staffing,
    marginBasisPoints: { ...initialPricingConfig.staffing.marginBasisPoints, senior: 2_200 },
  },
  referenceMonthlySalaryMinor: {
    ...initialPricingConfig.referenceMonthlySalaryMinor,
    senior: 520_000,
  },
  plans: {
    ...initialPricingConfig.plans,
    free: { ...initialPricingConfig.plans.free, openOffers: 3 },
  },
};

// One file, one database: the tests run in order, reading before and after the change.
describe("pricing", () => {
  it("GET /pricing/config is public: the initial configuration with plan limits before any save", async () => {
    const view = expectBody(await http.get("/pricing/config"), PricingConfigView);
    expect(view).toEqual({ config: initialPricingConfig, updatedAt: null, updatedBy: null });
  });

  it("quotes direct and staffing with the shared functions and the configuration in force", async () => {
    const inputs = [
      { seniority: "senior", role: "backend" },
      { seniority: "junior", role: "qa_manual", months: 1 },
      { seniority: "semi_senior", role: "devops", monthlySalaryMinor: 400_000, months: 6 },
    ] as const;
    for (const input of inputs) {
      const direct = expectBody(await http.post("/pricing/quotes/direct", {}, input), DirectQuote);
      expect(direct).toEqual(directQuote(input, initialPricingConfig));
      const staffing = expectBody(
        await http.post("/pricing/quotes/staffing", {}, input),
        StaffingQuote,
      );
      expect(staffing).toEqual(staffingQuote(input, initialPricingConfig));
    }
    const junior = expectBody(
      await http.post("/pricing/quotes/staffing", {}, inputs[1]),
      StaffingQuote,
    );
    expect(junior.months).toBe(initialPricingConfig.staffing.minimumMonths);
  });

  it("refuses bad quote inputs", async () => {
    const base = { seniority: "senior", role: "backend" };
    for (const [body, path] of [
      [{ ...base, monthlySalaryMinor: -5 }, "body.monthlySalaryMinor"],
      [{ ...base, monthlySalaryMinor: 12.5 }, "body.monthlySalaryMinor"],
      [{ ...base, months: 0 }, "body.months"],
      [{ ...base, seniority: "guru" }, "body.seniority"],
    ] as const) {
      expectValidationError(await http.post("/pricing/quotes/direct", {}, body), path);
    }
  });

  it("PUT /pricing/config: 403 to every role but superAdmin, 401 signed out, nothing saved", async () => {
    for (const role of ["matchers", "customer", "developer", "hardInterviewer"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      expect((await put(user.headers, changed)).statusCode, role).toBe(403);
    }
    expect((await put({}, changed)).statusCode).toBe(401);
    expect(await t.db.db.$count(schema.pricingConfigs)).toBe(0);
  });

  it("PUT /pricing/config refuses an invalid configuration (400, nothing saved)", async () => {
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const bad: Array<[unknown, string]> = [
      [{ ...changed, direct: { ...changed.direct, feeBasisPoints: -1 } }, "direct.feeBasisPoints"],
      [{ ...changed, direct: { ...changed.direct, minimumFeeMinor: 10.5 } }, "minimumFeeMinor"],
      [{ ...changed, currency: "XYZ" }, "currency"],
      [{ ...changed, staffing: { ...changed.staffing, minimumMonths: 0 } }, "minimumMonths"],
      [{ ...changed, referenceMonthlySalaryMinor: { junior: 1 } }, "referenceMonthlySalaryMinor"],
      [{ ...changed, plans: { free: changed.plans.free } }, "plans"],
      [{ ...changed, extra: true }, "body"],
    ];
    for (const [body, path] of bad) {
      expectValidationError(await put(admin.headers, body as object), path);
    }
    expect(await t.db.db.$count(schema.pricingConfigs)).toBe(0);
  });

  it("superAdmin saves a new configuration: in force at once, audited, with who and when", async () => {
    const admin = await createSignedInUser(t.db.db, "superAdmin");
    const saved = expectBody(await put(admin.headers, changed), PricingConfigView);
    expect(saved.config).toEqual(changed);
    expect(saved.updatedBy).toBe("Staff superAdmin");
    expect(saved.updatedAt).not.toBeNull();
    expect(expectBody(await http.get("/pricing/config"), PricingConfigView)).toEqual(saved);
    const input = { seniority: "senior", role: "backend" } as const;
    const direct = expectBody(await http.post("/pricing/quotes/direct", {}, input), DirectQuote);
    expect(direct).toEqual(directQuote(input, changed));
    expect(direct.feeMinor).toBe(Math.round((520_000 * 12 * 2_000) / 10_000));
    const staffing = expectBody(
      await http.post("/pricing/quotes/staffing", {}, input),
      StaffingQuote,
    );
    expect(staffing).toEqual(staffingQuote(input, changed));
    const audits = await t.db.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "pricing.updated"));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorUserId).toBe(admin.userId);
  });
});
