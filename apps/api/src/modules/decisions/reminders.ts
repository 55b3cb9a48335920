import type { Locale } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  claimDecisionReminder,
  customerUserRecipients,
  type EmailRecipient,
  type Executor,
  offerStaffAudience,
  offerTitle,
  undecidedPresentations,
} from "@encaja/db/queries";
import { webLink } from "../../lib/links";
import type { ServiceDeps } from "../deps";
import { wholeDaysSince } from "./presented";

const DAY_MS = 86_400_000;

export interface DecisionReminderOptions {
  now: Date;
  /** Whole days waiting after which a reminder goes out, once each (e.g. [3, 7]). */
  thresholds: readonly number[];
  webUrl: string;
  send: ServiceDeps["sendEmail"];
}

/**
 * Emails the company's customer users and the offer's staff (offerStaffAudience) about presented candidates
 * still waiting for a decision, once per snapshot and threshold. The reminder row is claimed
 * (insert … on conflict do nothing) in the transaction that queues the emails, so a second
 * run or a second API instance sends nothing again. Returns how many reminders were sent.
 */
export async function sendDecisionReminders(
  db: Db,
  { now, thresholds, webUrl, send }: DecisionReminderOptions,
): Promise<number> {
  const sorted = [...new Set(thresholds)].filter((d) => d > 0).sort((a, b) => a - b);
  const first = sorted[0];
  if (first === undefined) return 0;
  const waiting = await undecidedPresentations(db, new Date(now.getTime() - first * DAY_MS));
  let sent = 0;
  for (const row of waiting) {
    const waitedDays = wholeDaysSince(row.snapshot.createdAt, now);
    const due = sorted.filter((d) => d <= waitedDays);
    // Only the highest threshold reached is emailed; lower ones missed meanwhile are recorded.
    const highest = due[due.length - 1];
    if (highest === undefined) continue;
    const claimedHighest = await db.transaction(async (tx) => {
      for (const d of due.slice(0, -1)) await claimDecisionReminder(tx, row.snapshot.id, d);
      if (!(await claimDecisionReminder(tx, row.snapshot.id, highest))) return false;
      await emailReminder(tx, row, waitedDays, { webUrl, send });
      return true;
    });
    if (claimedHighest) sent++;
  }
  return sent;
}

type Waiting = Awaited<ReturnType<typeof undecidedPresentations>>[number];

async function emailReminder(
  tx: Executor,
  row: Waiting,
  waitingDays: number,
  { webUrl, send }: Pick<DecisionReminderOptions, "webUrl" | "send">,
) {
  const { offerId, customerId } = row.snapshot;
  const title = await offerTitle(tx, offerId);
  const audiences: Array<[EmailRecipient[], "customer" | "matcher"]> = [
    [await customerUserRecipients(tx, customerId), "customer"],
    [await offerStaffAudience(tx, offerId), "matcher"],
  ];
  for (const [recipients, audience] of audiences) {
    const path =
      audience === "customer"
        ? `/customers/dashboard/offers/${offerId}`
        : `/matchers/offer/${offerId}`;
    for (const r of recipients) {
      const locale: Locale = r.locale === "en" ? "en" : "es";
      await send(tx, {
        to: r.email,
        template: "decision-reminder",
        locale,
        data: {
          ...(r.name ? { name: r.name } : {}),
          offerTitle: title,
          candidateHeadline: row.snapshot.headline,
          waitingDays,
          audience,
          link: webLink(webUrl, locale, path),
        },
      });
    }
  }
}
