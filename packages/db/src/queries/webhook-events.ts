import { eq } from "drizzle-orm";
import { offers } from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

/** An offer as a webhook event names it, and the company it belongs to (who hears of it). */
export async function webhookOfferOf(db: Executor, offerId: string) {
  return firstRow(
    db
      .select({ id: offers.id, title: offers.title, customerId: offers.customerId })
      .from(offers)
      .where(eq(offers.id, offerId)),
  );
}
