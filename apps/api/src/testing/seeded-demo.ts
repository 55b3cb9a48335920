import type { Db } from "@encaja/db/client";
import { hashPassword } from "../lib/password";
import { seedDemo } from "../seed/demo-accounts";
import { seedOffers } from "../seed/offers";
import { seedPopulation } from "../seed/population";

/**
 * The demo accounts, a small population and offers with candidates in every status: what the
 * seeds built on pipelines and decisions (fairness, learnt weights) need underneath them.
 */
export async function seedDemoPipelines(db: Db) {
  await seedDemo(db);
  const passwordHash = await hashPassword("Sunny-Mango-Trail-42");
  await seedPopulation(db, { count: 80, seed: 3, passwordHash });
  await seedOffers(db, { perStatus: 10, passwordHash });
}
