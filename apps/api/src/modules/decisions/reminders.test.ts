import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../../testing/factories";
import { createPresentedCandidate } from "../../testing/presentations";
import { requestsWith, setupTestApp } from "../../testing/setup";
import { sendDecisionReminders } from "./reminders";

const t = setupTestApp();
const http = requestsWith(t);
const DAY_MS = 86_400_000;

describe("sendDecisionReminders", () => {
  it("sends once per threshold reached, to customer users and matchers; never again", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const associate = await createSignedInUser(t.db.db, "customerAssociate", {
      customerId: customer.customerId!,
    });
    const presentedAt = new Date("2026-11-02T10:00:00Z");
    const c = await createPresentedCandidate(t.db.db, {
      customerId: customer.customerId!,
      createdAt: presentedAt,
      headline: "Reminder headline",
    });
    const sentTo: string[] = [];
    const run = (days: number) =>
      sendDecisionReminders(t.db.db, {
        now: new Date(presentedAt.getTime() + days * DAY_MS),
        thresholds: [3, 7],
        webUrl: "https://encaja.test",
        send: async (db, email) => {
          if (email.data && "candidateHeadline" in email.data) {
            if (email.data.candidateHeadline === "Reminder headline") sentTo.push(email.to);
          }
          await t.app.sendEmail(db, email);
        },
      });
    await run(2.9);
    expect(sentTo).toEqual([]);
    await run(3);
    expect(sentTo.sort()).toEqual([customer.email, associate.email, c.matcher.email].sort());
    sentTo.length = 0;
    await run(3.5);
    await run(6);
    expect(sentTo).toEqual([]);
    await run(7.2);
    expect(sentTo).toHaveLength(3);
    sentTo.length = 0;
    await run(30);
    expect(sentTo).toEqual([]);
    const reminders = await t.db.db
      .select()
      .from(schema.decisionReminders)
      .where(eq(schema.decisionReminders.snapshotId, c.snapshotId));
    expect(reminders.map((r) => r.thresholdDays).sort()).toEqual([3, 7]);
  });

  it("skips decided candidates and records missed lower thresholds without sending them", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const presentedAt = new Date("2026-10-01T10:00:00Z");
    const decided = await createPresentedCandidate(t.db.db, {
      customerId: customer.customerId!,
      createdAt: presentedAt,
      headline: "Decided one",
    });
    const late = await createPresentedCandidate(t.db.db, {
      offerId: decided.offerId,
      customerId: decided.customerId,
      matcher: decided.matcher,
      createdAt: presentedAt,
      headline: "Late one",
    });
    const res = await http.post(
      `/customers/me/candidates/${decided.candidateId}/decision`,
      customer.headers,
      { decision: "approved" },
    );
    expect(res.statusCode, res.body).toBe(200);
    const headlines: string[] = [];
    await sendDecisionReminders(t.db.db, {
      now: new Date(presentedAt.getTime() + 10 * DAY_MS),
      thresholds: [3, 7],
      webUrl: "https://encaja.test",
      send: async (_db, email) => {
        if (email.data && "candidateHeadline" in email.data) {
          headlines.push(`${email.data.candidateHeadline} ${email.data.waitingDays}`);
        }
      },
    });
    expect([...new Set(headlines)]).toEqual(["Late one 10"]);
    const rows = await t.db.db
      .select()
      .from(schema.decisionReminders)
      .where(eq(schema.decisionReminders.snapshotId, late.snapshotId));
    expect(rows.map((r) => r.thresholdDays).sort()).toEqual([3, 7]);
  });
});
