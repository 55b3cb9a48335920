import { eraseUser } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../../../testing/factories";
import { createPresentedCandidate } from "../../../testing/presentations";
import { requestsWith, setupTestApp } from "../../../testing/setup";
import { expectOneWebhookEvent, subscribeToWebhookEvents } from "../../../testing/webhook-events";

const t = setupTestApp();
const http = requestsWith(t);

describe("webhook payloads and account deletion", () => {
  it("clears an approved candidate's name from queued events when the developer is erased", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const presented = await createPresentedCandidate(t.db.db, {
      customerId: customer.customerId!,
      matcher,
    });
    await subscribeToWebhookEvents(t.db.db, presented.customerId);
    const res = await http.post(
      `/customers/me/candidates/${presented.candidateId}/decision`,
      customer.headers,
      { decision: "approved" },
    );
    expect(res.statusCode, res.body).toBe(200);
    const before = await expectOneWebhookEvent(t.db.db, presented.customerId, "candidate.decided");
    expect(before.data.candidate.name).toMatch(/^Juana/);

    const [developer] = await t.db.db
      .select({ userId: schema.developers.userId })
      .from(schema.developers)
      .where(eq(schema.developers.id, presented.developerId));
    await eraseUser(t.db.db, developer!.userId!);

    const after = await expectOneWebhookEvent(t.db.db, presented.customerId, "candidate.decided");
    expect(after.data.candidate).toEqual({ id: presented.candidateId, name: null });
    expect(JSON.stringify(after)).not.toMatch(/Juana/);
  });
});
