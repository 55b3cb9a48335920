import { type Db, DEMO_PASSWORD, hashPassword } from "@encaja/db";
import { seedPopulation } from "./population";

export const DEMO_POPULATION = 220;

/** Everything beyond the six demo accounts (DESIGN §9): developers now, offers with later issues. */
export async function seedDemoPopulation(db: Db): Promise<void> {
  await seedPopulation(db, {
    count: DEMO_POPULATION,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
}
