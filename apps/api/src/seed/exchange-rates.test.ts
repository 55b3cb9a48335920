import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { exchangeRatesView } from "../modules/exchange-rates/exchange-rates.service";
import { DEMO_ARS_HISTORY, seedDemoExchangeRates } from "./exchange-rates";

const db = await createTestDb();
afterAll(() => db.close());

describe("seedDemoExchangeRates", () => {
  it("gives ARS a history behind the seeded rate in force, once", async () => {
    await seedDemoExchangeRates(db.db);
    await seedDemoExchangeRates(db.db);
    const ars = await db.db
      .select()
      .from(schema.exchangeRates)
      .where(eq(schema.exchangeRates.currency, "ARS"));
    expect(ars).toHaveLength(DEMO_ARS_HISTORY.length + 1);
    const view = await exchangeRatesView(db.db, new Date("2026-11-28T12:00:00Z"));
    const rates = view.items.filter((r) => r.currency === "ARS");
    expect(rates.map((r) => [r.validFrom, r.inForce])).toEqual([
      ["2026-11-28", true],
      ["2026-10-31", false],
      ["2026-09-30", false],
    ]);
  });
});
