import type { Locale } from "@encaja/contracts";
import { and, asc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { hireDrafts, internalStaff, users } from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

export type HireDraftRow = typeof hireDrafts.$inferSelect;

export async function insertHireDraft(
  db: Executor,
  row: { details: Record<string, unknown>; locale: Locale; expiresAt: Date },
): Promise<HireDraftRow> {
  const [inserted] = await db.insert(hireDrafts).values(row).returning();
  return inserted!;
}

/** A draft nobody claimed yet and that has not expired: the only kind the public may see. */
export async function findOpenHireDraft(
  db: Executor,
  id: string,
  now: Date,
): Promise<HireDraftRow | undefined> {
  return firstRow(
    db
      .select()
      .from(hireDrafts)
      .where(
        and(eq(hireDrafts.id, id), eq(hireDrafts.status, "draft"), gt(hireDrafts.expiresAt, now)),
      ),
  );
}

/** Any draft by id, locked for the claim's transaction. */
export async function lockHireDraft(db: Executor, id: string): Promise<HireDraftRow | undefined> {
  const [row] = await db.select().from(hireDrafts).where(eq(hireDrafts.id, id)).for("update");
  return row;
}

export async function updateHireDraftDetails(
  db: Executor,
  id: string,
  details: Record<string, unknown>,
): Promise<HireDraftRow> {
  const [row] = await db
    .update(hireDrafts)
    .set({ details, updatedAt: sql`now()` })
    .where(eq(hireDrafts.id, id))
    .returning();
  return row!;
}

/** Marks a draft claimed by a company; false when someone else claimed it first. */
export async function markHireDraftClaimed(
  db: Executor,
  id: string,
  claim: { customerId: string; offerId: string; claimedBy: string; claimedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(hireDrafts)
    .set({ ...claim, status: "claimed", updatedAt: sql`now()` })
    .where(and(eq(hireDrafts.id, id), eq(hireDrafts.status, "draft")))
    .returning({ id: hireDrafts.id });
  return rows.length === 1;
}

/** Deletes unclaimed drafts past their expiry (housekeeping); answers how many went. */
export async function deleteExpiredHireDrafts(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(hireDrafts)
    .where(and(eq(hireDrafts.status, "draft"), lt(hireDrafts.expiresAt, now)))
    .returning({ id: hireDrafts.id });
  return rows.length;
}

/** Every active matcher (what a claimed hire request is announced to). */
export async function activeMatcherRecipients(db: Executor) {
  return db
    .select({ email: users.email, locale: users.locale, name: users.fullName })
    .from(users)
    .innerJoin(internalStaff, eq(internalStaff.userId, users.id))
    .where(and(eq(users.role, "matchers"), isNull(users.deletedAt), eq(internalStaff.active, true)))
    .orderBy(asc(users.email));
}
