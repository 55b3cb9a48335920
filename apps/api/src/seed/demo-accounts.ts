import type { Db } from "@encaja/db/client";
import {
  createAssociateUser,
  createCustomerUser,
  createDeveloperUser,
  createInternalUser,
  findUserByEmail,
  lockKey,
  planDemoSeedSteps,
} from "@encaja/db/queries";
import { developerSkills, skills } from "@encaja/db/schema";
import { seedCatalog, seedQuestionBank } from "@encaja/db/seed";
import { inArray } from "drizzle-orm";
import { hashPassword } from "../lib/password";

/** ARCHITECTURE §9: every demo account uses this password. */
export const DEMO_PASSWORD = "Encaja-Demo-2026";

export const demoAccounts = [
  { email: "admin@demo.encaja.dev", role: "superAdmin" },
  { email: "matcher@demo.encaja.dev", role: "matchers" },
  { email: "interviewer@demo.encaja.dev", role: "hardInterviewer" },
  { email: "customer@demo.encaja.dev", role: "customer" },
  { email: "associate@demo.encaja.dev", role: "customerAssociate" },
  { email: "developer@demo.encaja.dev", role: "developer" },
] as const;

/**
 * The catalogue and the demo accounts. Idempotent: an existing demo admin means it already ran.
 * `steps` (the rest of the demo data, seed/index.ts) are planned in the accounts' transaction,
 * so a database has both or neither. Instances starting together on one PostgreSQL take turns
 * (an advisory lock): the second finds the accounts there.
 */
export async function seedDemo(
  db: Db,
  { steps = [] }: { steps?: readonly string[] } = {},
): Promise<{ created: boolean }> {
  await seedCatalog(db);
  await seedQuestionBank(db);
  if (await findUserByEmail(db, demoAccounts[0].email)) return { created: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await lockKey(tx, "demo-accounts");
    if (await findUserByEmail(tx, demoAccounts[0].email)) return { created: false };
    await createInternalUser(tx, {
      email: "admin@demo.encaja.dev",
      fullName: "Ana Administradora",
      role: "superAdmin",
      passwordHash,
    });
    await createInternalUser(tx, {
      email: "matcher@demo.encaja.dev",
      fullName: "Mateo Matcher",
      role: "matchers",
      passwordHash,
    });
    await createInternalUser(tx, {
      email: "interviewer@demo.encaja.dev",
      fullName: "Inés Entrevistadora",
      role: "hardInterviewer",
      passwordHash,
    });
    const { customer } = await createCustomerUser(tx, {
      email: "customer@demo.encaja.dev",
      fullName: "Carla Cliente",
      companyName: "Acme Latam",
      phoneNumber: "+5491155550000",
      plan: "enterprise",
      passwordHash,
    });
    await createAssociateUser(tx, {
      email: "associate@demo.encaja.dev",
      fullName: "Andrés Asociado",
      customerId: customer.id,
      passwordHash,
    });
    const { developer } = await createDeveloperUser(tx, {
      email: "developer@demo.encaja.dev",
      firstName: "Diego",
      lastName: "Desarrollador",
      seniority: "semi_senior",
      techRole: "fullstack",
      mainStackCode: "node_react",
      devExperienceMonths: 54,
      englishLevel: "b2",
      onboarding: "completed",
      passwordHash,
    });
    const picked = await tx
      .select({ id: skills.id, code: skills.code })
      .from(skills)
      .where(inArray(skills.code, ["typescript", "react", "nodejs", "postgresql"]));
    await tx.insert(developerSkills).values(
      picked.map((s, i) => ({
        developerId: developer.id,
        skillId: s.id,
        level: 5 - (i % 2),
        years: 4,
      })),
    );
    await planDemoSeedSteps(tx, steps);
    return { created: true };
  });
}
