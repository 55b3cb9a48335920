import { initialPricingConfig, type PlanLimits } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { insertPricingConfig } from "@encaja/db/queries";
import { issueSession } from "../modules/auth/session-policy";
import { createSignedInUser, type TestUser } from "./factories";

/** A company: its owner and one associate, both signed in. */
export async function createTestTeam(db: Db) {
  const owner = await createSignedInUser(db, "customer");
  const associate = await createSignedInUser(db, "customerAssociate", {
    customerId: owner.customerId!,
  });
  return { owner, associate, customerId: owner.customerId! };
}

/** Another live session of `user`, as if signed in from another device. */
export async function otherSessionOf(
  db: Db,
  user: TestUser,
  userAgent = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
) {
  const token = await issueSession(db, { userId: user.userId, role: user.role }, "password", {
    ip: "203.0.113.57",
    userAgent,
  });
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/** Puts in force a pricing configuration whose free plan has these limits. */
export async function setFreePlanLimits(db: Db, limits: Partial<PlanLimits>) {
  await insertPricingConfig(
    db,
    {
      ...initialPricingConfig,
      plans: {
        ...initialPricingConfig.plans,
        free: { ...initialPricingConfig.plans.free, ...limits },
      },
    },
    null,
  );
}
