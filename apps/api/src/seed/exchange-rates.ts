import type { Db } from "@encaja/db/client";
import { findUserByEmail } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";

/**
 * Earlier Argentine peso rates, as superAdmin kept them in the autumn: /admin/exchange-rates
 * shows a currency with a history. They are history only (the seeded 2026-11-28 rate is in
 * force), so no stored amount moves. Seeding twice adds nothing.
 */
export const DEMO_ARS_HISTORY = [
  { validFrom: "2026-09-30", rateToUsd: 0.00112 },
  { validFrom: "2026-10-31", rateToUsd: 0.00107 },
] as const;

export async function seedDemoExchangeRates(db: Db): Promise<void> {
  const admin = await findUserByEmail(db, "admin@demo.encaja.dev");
  await db
    .insert(schema.exchangeRates)
    .values(
      DEMO_ARS_HISTORY.map((r) => ({
        currency: "ARS" as const,
        ...r,
        appliedAt: new Date(`${r.validFrom}T00:00:00Z`),
        createdBy: admin?.id ?? null,
        createdAt: new Date(`${r.validFrom}T09:00:00Z`),
      })),
    )
    .onConflictDoNothing();
}
