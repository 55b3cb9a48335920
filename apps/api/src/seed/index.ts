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
import { completeDemoDeveloper } from "./demo-developer";
import { seedDemoExchangeRates } from "./exchange-rates";
import { seedDemoFairness } from "./fairness";
import { seedDemoHire } from "./hire";
import { seedDemoInterviews } from "./interviews";
import { seedDemoMatchLearning } from "./match-learning";
import { seedDemoNotifications } from "./notifications";
import { offersStep } from "./offers";
import { populationStep } from "./population";
import { seedPresentations } from "./presentations";
import { type DemoSeedStep, onceStep, wholeStep } from "./steps";
import { seedDemoTeam } from "./team";
import { seedDemoWebhooks } from "./webhooks";

export const DEMO_POPULATION = 220;

/**
 * Everything beyond the six demo accounts (ARCHITECTURE §9), in the order it loads: developers,
 * then offers and candidates, then what is built on them. Planned with the accounts and loaded
 * step by step by runner.ts; each seed function can also be called on its own (tests).
 * The small steps are one transaction each (`wholeStep`), except the four longest, made of many
 * service calls, which commit as they go (`onceStep`): requests never wait long behind them for
 * the embedded database, and their rows keep the distinct times the services give them.
 */
export const demoSeedSteps: readonly DemoSeedStep[] = [
  wholeStep("demo-developer", completeDemoDeveloper),
  onceStep("assessments", seedDemoAssessments),
  populationStep(DEMO_POPULATION),
  offersStep(),
  onceStep("interviews", seedDemoInterviews),
  onceStep("presentations", seedPresentations),
  wholeStep("hire", seedDemoHire),
  wholeStep("budgets", seedDemoBudgets),
  onceStep("match-learning", seedDemoMatchLearning),
  wholeStep("fairness", seedDemoFairness),
  wholeStep("team", seedDemoTeam),
  wholeStep("api-keys", seedDemoApiKeys),
  wholeStep("webhooks", seedDemoWebhooks),
  wholeStep("chats", seedDemoChats),
  wholeStep("notifications", seedDemoNotifications),
  wholeStep("approvals", seedDemoApprovals),
  wholeStep("audit", seedDemoAuditLog),
  wholeStep("imports", seedDemoImports),
  wholeStep("admin-users", seedDemoAdminUsers),
  wholeStep("catalog", seedDemoCatalog),
  wholeStep("failed-email", seedDemoFailedEmail),
  wholeStep("exchange-rates", seedDemoExchangeRates),
];
