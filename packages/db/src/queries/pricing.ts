import { desc, eq } from "drizzle-orm";
import { pricingConfigs, users } from "../schema";
import type { Executor } from "./executor";

export interface StoredPricingConfig {
  /** Unvalidated JSON: callers parse it with contracts' PricingConfig. */
  config: Record<string, unknown>;
  createdAt: Date;
  createdByName: string | null;
}

/** The pricing configuration in force (the newest row), or null before the first one. */
export async function currentPricingConfig(db: Executor): Promise<StoredPricingConfig | null> {
  const [row] = await db
    .select({
      config: pricingConfigs.config,
      createdAt: pricingConfigs.createdAt,
      createdByName: users.fullName,
    })
    .from(pricingConfigs)
    .leftJoin(users, eq(users.id, pricingConfigs.createdBy))
    .orderBy(desc(pricingConfigs.createdAt))
    .limit(1);
  return row ?? null;
}

/** Puts a new configuration in force; the older rows stay as its history. */
export async function insertPricingConfig(
  db: Executor,
  config: Record<string, unknown>,
  createdBy: string | null,
): Promise<void> {
  await db.insert(pricingConfigs).values({ config, createdBy });
}
