import type { Db } from "@encaja/db/client";
import * as schema from "@encaja/db/schema";
import { enqueueEmail } from "@encaja/email";
import { eq } from "drizzle-orm";

/** The demo bounce's idempotency key: the seed queues it once, whatever became of it since. */
export const DEMO_BOUNCED_EMAIL_KEY = "demo:bounced-offer-invitation";
export const DEMO_BOUNCED_ADDRESS = "bounce@demo.encaja.dev";
export const DEMO_BOUNCE_ERROR = "550 5.1.1 mailbox unavailable";

/**
 * One offer invitation the SMTP server refused for good, so /admin/emails has a failed email
 * to show and send again on first start. Once queued it is left alone: retrying it is the
 * point of the demo, and a second seed must not fail it again.
 */
export async function seedDemoFailedEmail(db: Db): Promise<void> {
  const [already] = await db
    .select({ id: schema.emailOutbox.id })
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.idempotencyKey, DEMO_BOUNCED_EMAIL_KEY));
  if (already) return;
  await db.transaction(async (tx) => {
    const id = await enqueueEmail(tx, {
      to: DEMO_BOUNCED_ADDRESS,
      template: "offer-invitation",
      locale: "es",
      data: {
        name: "Rebote Demo",
        offerTitle: "Backend Node.js",
        companyName: "Acme Latam",
        link: "http://localhost:3000/jobs",
      },
      idempotencyKey: DEMO_BOUNCED_EMAIL_KEY,
    });
    await tx
      .update(schema.emailOutbox)
      .set({ status: "failed", attempts: 1, lastError: DEMO_BOUNCE_ERROR })
      .where(eq(schema.emailOutbox.id, id));
  });
}
