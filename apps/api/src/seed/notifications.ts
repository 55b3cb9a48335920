import type { NotificationKind, NotificationParams } from "@encaja/contracts";
import { notificationKindCategory } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { findUserByEmail, upsertNotification } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { and, desc, eq, gt } from "drizzle-orm";

interface SeedNotification {
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  hoursAgo: number;
  read: boolean;
}

/**
 * A few notifications per demo account, worded from the real demo records, so every
 * role's bell has something (read and unread) on the first start. Idempotent: an account that
 * already has notifications is skipped.
 */
export async function seedDemoNotifications(db: Db): Promise<void> {
  const acme = await firstAcmeRecords(db);
  const plan: Record<string, SeedNotification[]> = {
    "developer@demo.encaja.dev": [
      ...(acme.offerTitle
        ? [
            {
              kind: "candidate.status" as const,
              params: { offerTitle: acme.offerTitle, status: "interviewing" },
              link: "/dashboard/applications",
              hoursAgo: 20,
              read: false,
            },
          ]
        : []),
      {
        kind: "interview.scheduled",
        params: { withName: "Interviewer Demo", interviewType: "hard", scheduledAt: null },
        link: "/dashboard",
        hoursAgo: 30,
        read: true,
      },
    ],
    "customer@demo.encaja.dev": [
      ...(acme.offerTitle && acme.offerId
        ? [
            {
              kind: "candidate.presented" as const,
              params: { offerTitle: acme.offerTitle },
              link: `/customers/dashboard/offers/${acme.offerId}`,
              hoursAgo: 6,
              read: false,
            },
          ]
        : []),
      ...(acme.budget
        ? [
            {
              kind: "budget.sent" as const,
              params: { budgetTitle: acme.budget.title },
              link: `/pricing/budgets/${acme.budget.id}`,
              hoursAgo: 48,
              read: true,
            },
          ]
        : []),
    ],
    "matcher@demo.encaja.dev": [
      ...(acme.budget
        ? [
            {
              kind: "budget.answered" as const,
              params: {
                companyName: "Acme Latam",
                decision: "accepted",
                budgetTitle: acme.budget.title,
              },
              link: `/pricing/budgets/${acme.budget.id}`,
              hoursAgo: 3,
              read: false,
            },
          ]
        : []),
      ...(acme.offerTitle && acme.offerId
        ? [
            {
              kind: "candidate.decided" as const,
              params: {
                companyName: "Acme Latam",
                decision: "approved",
                candidateName: "Lucía Fernández",
                offerTitle: acme.offerTitle,
              },
              link: `/matchers/offer/${acme.offerId}`,
              hoursAgo: 26,
              read: true,
            },
          ]
        : []),
    ],
  };
  for (const [email, items] of Object.entries(plan)) {
    const user = await findUserByEmail(db, email);
    if (!user) continue;
    const [existing] = await db
      .select({ id: schema.notifications.id })
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, user.id))
      .limit(1);
    if (existing) continue;
    for (const item of items) {
      const row = await upsertNotification(db, {
        userId: user.id,
        category: notificationKindCategory[item.kind],
        kind: item.kind,
        params: item.params,
        link: item.link,
      });
      const at = new Date(Date.now() - item.hoursAgo * 3_600_000);
      await db
        .update(schema.notifications)
        .set({ createdAt: at, readAt: item.read ? at : null })
        .where(eq(schema.notifications.id, row.id));
    }
  }
}

/** Acme Latam's newest open offer and newest sent budget (names for the wording). */
async function firstAcmeRecords(db: Db) {
  const o = schema.offers;
  const c = schema.customers;
  const [offer] = await db
    .select({ id: o.id, title: o.title })
    .from(o)
    .innerJoin(c, eq(c.id, o.customerId))
    .where(and(eq(c.name, "Acme Latam"), eq(o.status, "open")))
    .orderBy(desc(o.createdAt))
    .limit(1);
  const b = schema.budgets;
  const [budget] = await db
    .select({ id: b.id, title: b.title })
    .from(b)
    .innerJoin(c, eq(c.id, b.customerId))
    .where(and(eq(c.name, "Acme Latam"), gt(b.currentVersion, 0)))
    .orderBy(desc(b.updatedAt))
    .limit(1);
  return { offerId: offer?.id, offerTitle: offer?.title, budget };
}
