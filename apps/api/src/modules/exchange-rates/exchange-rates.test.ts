import {
  ExchangeRatesView,
  monthlyUsd,
  type Preferences,
  referenceUsdRates,
  roles,
  TalentList,
} from "@encaja/contracts";
import { applyExchangeRate, putPreferences } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import { createMatchDeveloper } from "../../testing/matching";
import { createTestOffer } from "../../testing/offers";
import { requestsWith, setupSignedInUser, setupTestApp } from "../../testing/setup";
import { issueSession } from "../auth/session-policy";
import { applyDueExchangeRates, exchangeRatesView } from "./exchange-rates.service";
import { utcDay } from "./rate-table";

const t = setupTestApp();
const http = requestsWith(t);
const admin = setupSignedInUser(t, "superAdmin");
const matcher = setupSignedInUser(t, "matchers");
const today = utcDay(new Date());
const dayAfter = (days: number) => utcDay(new Date(Date.now() + days * 86_400_000));
const post = (body: object, headers = admin.headers) =>
  http.send("POST", "/admin/exchange-rates", headers, body);

const inArs = (amount: number): Preferences => ({
  searchStatus: "actively_searching",
  modalities: ["remote"],
  salary: { amount, currency: "ARS", period: "month" },
  countries: ["AR"],
  contractTypes: ["full_time"],
});

/** A developer in the ranking asking `amount` ARS a month, with a session to edit it. */
async function developerPaidInArs(amount: number) {
  const dev = await createMatchDeveloper(t.db.db);
  const token = await issueSession(t.db.db, { userId: dev.userId, role: "developer" }, "password");
  const headers = { authorization: `Bearer ${token}` };
  const res = await http.send("PUT", "/developers/me/preferences", headers, inArs(amount));
  expect(res.statusCode, res.body).toBe(200);
  return { ...dev, headers };
}

const storedSalary = async (developerId: string) => {
  const [row] = await t.db.db
    .select({ usd: schema.developerPreferences.salaryMonthlyUsd })
    .from(schema.developerPreferences)
    .where(eq(schema.developerPreferences.developerId, developerId));
  return row?.usd;
};

const talentWithin = async (salaryMax: number) => {
  const res = await http.get(`/talent?limit=100&salaryMax=${salaryMax}`, matcher.headers);
  return expectBody(res, TalentList).items;
};

// One file, one database: the tests run in order and each builds on the rates before it.
describe("exchange rates (/admin/exchange-rates)", () => {
  it("every database starts with the seeded rates in force, fresh, USD not listed", async () => {
    const view = expectBody(
      await http.get("/admin/exchange-rates", admin.headers),
      ExchangeRatesView,
    );
    const inForce = view.items.filter((r) => r.inForce);
    expect(inForce.map((r) => r.currency).sort()).toEqual(
      Object.keys(referenceUsdRates)
        .filter((c) => c !== "USD")
        .sort(),
    );
    expect(inForce.find((r) => r.currency === "ARS")?.rateToUsd).toBe(referenceUsdRates.ARS);
    expect(view).toMatchObject({ today, oldestInForce: "2026-11-28" });
  });

  it("403 to every role but superAdmin, 401 signed out, nothing stored", async () => {
    const before = await t.db.db.$count(schema.exchangeRates);
    for (const role of roles.filter((r) => r !== "superAdmin")) {
      const user = await createSignedInUser(t.db.db, role);
      expect((await http.get("/admin/exchange-rates", user.headers)).statusCode, role).toBe(403);
      const res = await post({ currency: "EUR", rateToUsd: 1.1, validFrom: today }, user.headers);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await http.get("/admin/exchange-rates")).statusCode).toBe(401);
    expect(await t.db.db.$count(schema.exchangeRates)).toBe(before);
  });

  it("refuses unknown currencies, USD, rates not above 0 and days too far ahead (400)", async () => {
    const bad: Array<[object, string]> = [
      [{ currency: "XYZ", rateToUsd: 1, validFrom: today }, "body.currency"],
      [{ currency: "USD", rateToUsd: 1, validFrom: today }, "body.currency"],
      [{ currency: "EUR", rateToUsd: 0, validFrom: today }, "body.rateToUsd"],
      [{ currency: "EUR", rateToUsd: -1.1, validFrom: today }, "body.rateToUsd"],
      [{ currency: "EUR", rateToUsd: 5_000, validFrom: today }, "body.rateToUsd"],
      [{ currency: "EUR", rateToUsd: 1.1, validFrom: "28/11/2026" }, "body.validFrom"],
      [{ currency: "EUR", rateToUsd: 1.1, validFrom: dayAfter(400) }, "body.validFrom"],
      [{ currency: "EUR", rateToUsd: 1.1 }, "body.validFrom"],
    ];
    for (const [body, path] of bad) expectValidationError(await post(body), path);
  });

  it("a rate for today moves stored salaries, the talent filter and the next saves", async () => {
    const dev = await developerPaidInArs(4_000_000);
    expect(await storedSalary(dev.developerId)).toBe(4000);
    expect((await talentWithin(2500)).map((c) => c.professionalId)).not.toContain(dev.developerId);
    const offer = await createTestOffer(t.db.db, {
      body: { budget: { min: 3_000_000, max: 5_000_000, currency: "ARS", period: "month" } },
    });

    const view = expectBody(
      await post({ currency: "ARS", rateToUsd: 0.0005, validFrom: today }),
      ExchangeRatesView,
    );
    expect(view.items.find((r) => r.currency === "ARS" && r.inForce)).toMatchObject({
      rateToUsd: 0.0005,
      validFrom: today,
      createdBy: "Staff superAdmin",
    });
    expect(await storedSalary(dev.developerId)).toBe(2000);
    const card = (await talentWithin(2500)).find((c) => c.professionalId === dev.developerId);
    expect(card?.salary).toEqual({ monthlyUsd: 2000 });
    const [stored] = await t.db.db
      .select({ usd: schema.offers.budgetMaxMonthlyUsd })
      .from(schema.offers)
      .where(eq(schema.offers.id, offer.id));
    expect(stored?.usd).toBe(2500);
    // The instance's cached rates were dropped: the next save uses the new rate.
    await http.send("PUT", "/developers/me/preferences", dev.headers, inArs(3_000_000));
    expect(await storedSalary(dev.developerId)).toBe(1500);

    const audits = await t.db.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "exchange_rate.set"));
    expect(audits.at(-1)).toMatchObject({
      actorUserId: admin.userId,
      targetType: "exchange_rate",
      targetId: "ARS",
      details: { currency: "ARS", rateToUsd: 0.0005, validFrom: today },
    });
  });

  it("a scheduled rate is not in force until its day; housekeeping applies it then", async () => {
    const dev = await developerPaidInArs(4_000_000);
    const tomorrow = dayAfter(1);
    const view = expectBody(
      await post({ currency: "ARS", rateToUsd: 0.00025, validFrom: tomorrow }),
      ExchangeRatesView,
    );
    expect(view.items.find((r) => r.validFrom === tomorrow)).toMatchObject({ inForce: false });
    expect(view.items.find((r) => r.currency === "ARS" && r.inForce)?.rateToUsd).toBe(0.0005);
    expect(await storedSalary(dev.developerId)).toBe(2000);

    expect(await applyDueExchangeRates(t.db.db, new Date())).toEqual([]);
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    expect(await applyDueExchangeRates(t.db.db, inTwoDays)).toEqual(["ARS"]);
    expect(await storedSalary(dev.developerId)).toBe(1000);
    expect(await applyDueExchangeRates(t.db.db, inTwoDays)).toEqual([]);
  });

  it("a second rate for the same day replaces the first; the audit keeps the old value", async () => {
    await post({ currency: "BRL", rateToUsd: 0.2, validFrom: today });
    await post({ currency: "BRL", rateToUsd: 0.19, validFrom: today });
    const rows = await t.db.db
      .select()
      .from(schema.exchangeRates)
      .where(
        and(eq(schema.exchangeRates.currency, "BRL"), eq(schema.exchangeRates.validFrom, today)),
      );
    expect(rows.map((r) => r.rateToUsd)).toEqual([0.19]);
    const audits = await t.db.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetId, "BRL"));
    expect(audits.map((a) => a.details.previousRateToUsd)).toContain(0.2);
  });

  it("stale once the oldest rate in force is 30 days old", async () => {
    // The seeded rates (2026-11-28) are the oldest in force: the rates above only moved ARS and BRL.
    const seededPlus = (days: number) =>
      new Date(Date.parse("2026-11-28T12:00:00Z") + days * 86_400_000);
    const fresh = await exchangeRatesView(t.db.db, seededPlus(29));
    expect(fresh).toMatchObject({ stale: false, oldestInForce: "2026-11-28" });
    const old = await exchangeRatesView(t.db.db, seededPlus(30));
    expect(old).toMatchObject({ stale: true, oldestInForce: "2026-11-28" });
  });
});

describe("stored USD recomputed in SQL", () => {
  it("agrees with contracts' monthlyUsd to the unit, for every period", async () => {
    const rate = 0.18371;
    const cases = [
      [12_345, "month"],
      [7_777, "hour"],
      [123_457, "year"],
      [100_001, "year"],
      [55, "hour"],
    ] as const;
    const ids: string[] = [];
    for (const [amount, period] of cases) {
      const dev = await createMatchDeveloper(t.db.db);
      ids.push(dev.developerId);
      await putPreferences(t.db.db, {
        developerId: dev.developerId,
        ...inArs(amount),
        salaryAmount: amount,
        salaryCurrency: "CLP",
        salaryPeriod: period,
        salaryMonthlyUsd: 0,
      });
    }
    await applyExchangeRate(t.db.db, "CLP", rate, today);
    for (const [i, [amount, period]] of cases.entries()) {
      const expected = monthlyUsd(amount, "CLP", period, { ...referenceUsdRates, CLP: rate });
      expect(await storedSalary(ids[i]!), `${amount} a ${period}`).toBe(expected);
    }
  });
});
