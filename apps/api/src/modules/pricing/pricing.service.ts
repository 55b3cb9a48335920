import {
  type DirectQuote,
  directQuote,
  type PricingConfig,
  type PricingConfigView,
  type PricingQuoteInput,
  type StaffingQuote,
  staffingQuote,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { currentPricingConfig, insertPricingConfig, recordAudit } from "@encaja/db/queries";
import type { AuthContext } from "../../plugins/authorization";
import { pricingConfigOf } from "./config";

/** The configuration in force with who saved it last (null before the first save). */
export async function pricingConfigView(db: Db): Promise<PricingConfigView> {
  const [config, stored] = await Promise.all([pricingConfigOf(db), currentPricingConfig(db)]);
  return {
    config,
    updatedAt: stored ? stored.createdAt.toISOString() : null,
    updatedBy: stored?.createdByName ?? null,
  };
}

/** A new row goes in force; the older ones stay as the history (append-only). */
export async function savePricingConfig(
  db: Db,
  auth: AuthContext,
  config: PricingConfig,
  ip: string | null,
): Promise<PricingConfigView> {
  await db.transaction(async (tx) => {
    await insertPricingConfig(tx, config, auth.userId);
    await recordAudit(tx, {
      action: "pricing.updated",
      actorUserId: auth.userId,
      ip,
      details: { config },
    });
  });
  return pricingConfigView(db);
}

export async function quoteDirect(db: Db, input: PricingQuoteInput): Promise<DirectQuote> {
  return directQuote(input, await pricingConfigOf(db));
}

export async function quoteStaffing(db: Db, input: PricingQuoteInput): Promise<StaffingQuote> {
  return staffingQuote(input, await pricingConfigOf(db));
}
