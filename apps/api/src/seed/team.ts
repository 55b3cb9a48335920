import { randomBytes } from "node:crypto";
import type { Db } from "@encaja/db/client";
import {
  createCustomerUser,
  findPendingInvitationByEmail,
  findUserByEmail,
  insertInvitation,
  planCounts,
  setCustomerPlan,
} from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { hashPassword } from "../lib/password";
import { hashToken } from "../modules/auth/tokens";
import { pricingConfigOf } from "../modules/pricing/config";
import { seedCompanyContexts } from "./company-context";
import { DEMO_PASSWORD } from "./demo-accounts";

/** A demo company on the free plan, below every limit (the plan card and upgrade CTA show). */
export const FREE_DEMO_COMPANY = {
  name: "Ceibo Software",
  email: "ceibo@demo.encaja.dev",
} as const;
export const DEMO_PENDING_INVITATION = "nuevo.asociado@demo.encaja.dev";

/**
 * Demo data for teams and plans. The offers seed gives Acme Latam far more open offers
 * than the free plan allows, so Acme is on `enterprise` (its data stays as it is) and
 * Ceibo Software is the free-plan company, below its limits. Acme gets one pending invitation
 * (its link is unknown to anyone: it is there to be seen and revoked on the team page).
 */
export async function seedDemoTeam(db: Db): Promise<void> {
  const owner = await findUserByEmail(db, "customer@demo.encaja.dev");
  const [acme] = await db
    .select({ id: schema.customers.id })
    .from(schema.customers)
    .where(eq(schema.customers.name, "Acme Latam"));
  if (owner && acme) {
    const limits = (await pricingConfigOf(db)).plans.free;
    const used = await planCounts(db, acme.id);
    const overFree =
      (limits.openOffers !== null && used.openOffers > limits.openOffers) ||
      (limits.associates !== null && used.associates >= limits.associates);
    if (overFree) await setCustomerPlan(db, acme.id, "enterprise");
    if (!(await findPendingInvitationByEmail(db, DEMO_PENDING_INVITATION))) {
      await insertInvitation(db, {
        tokenHash: hashToken(randomBytes(32).toString("base64url")),
        type: "customerAssociate",
        email: DEMO_PENDING_INVITATION,
        role: "customerAssociate",
        customerId: acme.id,
        invitedBy: owner.id,
        ttlSeconds: 7 * 86_400,
      });
    }
  }
  if (!(await findUserByEmail(db, FREE_DEMO_COMPANY.email))) {
    await createCustomerUser(db, {
      email: FREE_DEMO_COMPANY.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      fullName: "Equipo Ceibo",
      companyName: FREE_DEMO_COMPANY.name,
      plan: "free",
    });
  }
  await seedCompanyContexts(db);
}
