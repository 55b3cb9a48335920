import type { Db } from "@encaja/db/client";
import { hashPassword } from "../lib/password";
import { seedDemoApprovals } from "./admin-approvals";
import { seedDemoAuditLog } from "./admin-audit";
import { seedDemoCatalog } from "./admin-catalog";
import { seedDemoFailedEmail } from "./admin-emails";
import { seedDemoImports } from "./admin-imports";
import { seedDemoAdminUsers } from "./admin-users";
import { seedDemoApiKeys } from "./api-keys";
import { seedDemoAssessments } from "./assessments";
import { seedDemoBudgets } from "./budgets";
import { seedDemoChats } from "./chats";
import { DEMO_PASSWORD } from "./demo-accounts";
import { completeDemoDeveloper } from "./demo-developer";
import { seedDemoExchangeRates } from "./exchange-rates";
import { seedDemoFairness } from "./fairness";
import { seedDemoHire } from "./hire";
import { seedDemoInterviews } from "./interviews";
import { seedDemoMatchLearning } from "./match-learning";
import { seedDemoNotifications } from "./notifications";
import { seedOffers } from "./offers";
import { seedPopulation } from "./population";
import { seedPresentations } from "./presentations";
import { seedDemoTeam } from "./team";
import { seedDemoWebhooks } from "./webhooks";

export const DEMO_POPULATION = 220;

/** Everything beyond the six demo accounts (ARCHITECTURE §9): developers, then offers and candidates. */
export async function seedDemoPopulation(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await completeDemoDeveloper(db);
  await seedDemoAssessments(db);
  await seedPopulation(db, { count: DEMO_POPULATION, passwordHash });
  await seedOffers(db, { passwordHash });
  await seedDemoInterviews(db);
  await seedPresentations(db);
  await seedDemoHire(db);
  await seedDemoBudgets(db);
  await seedDemoMatchLearning(db);
  await seedDemoFairness(db);
  await seedDemoTeam(db);
  await seedDemoApiKeys(db);
  await seedDemoWebhooks(db);
  await seedDemoChats(db);
  await seedDemoNotifications(db);
  await seedDemoApprovals(db);
  await seedDemoAuditLog(db);
  await seedDemoImports(db);
  await seedDemoAdminUsers(db);
  await seedDemoCatalog(db);
  await seedDemoFailedEmail(db);
  await seedDemoExchangeRates(db);
}
