import type { OfferStatus } from "@encaja/contracts";
import type { Executor } from "@encaja/db/queries";
import { emitWebhookEvent } from "./emit";

/** In the status change's transaction: `offer.status_changed` for the offer's company. */
export async function recordOfferStatusChanged(
  tx: Executor,
  offer: { id: string; title: string; customerId: string },
  change: { from: OfferStatus; to: OfferStatus; at: Date },
): Promise<void> {
  await emitWebhookEvent(tx, offer.customerId, "offer.status_changed", {
    offer: { id: offer.id, title: offer.title },
    status: change.to,
    previousStatus: change.from,
    changedAt: change.at.toISOString(),
  });
}
