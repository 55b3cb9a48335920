import type { Role } from "@encaja/contracts";
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { internalStaff, offerMatchers, offers, users } from "../schema";
import type { Executor } from "./executor";

/** The roles that may answer for an offer and hear staff news about it. */
export const offerStaffRoles: readonly Role[] = ["matchers", "superAdmin"];

/**
 * THE guard of staff-addressed news (decision 0054): an internal account that is active, not
 * disabled and not deleted. A customer, a developer or an interviewer never passes it, whatever
 * an offer's columns say (a `/hire` offer's creator is the company's user).
 */
const activeStaff = (roles: readonly Role[]): SQL =>
  and(
    inArray(users.role, [...roles]),
    eq(internalStaff.active, true),
    isNull(users.deletedAt),
    isNull(users.disabledAt),
  )!;

/** Someone a staff notification about an offer goes to. */
export interface OfferStaffRecipient {
  userId: string;
  email: string;
  locale: string;
  name: string | null;
}

const recipientColumns = {
  userId: users.id,
  email: users.email,
  locale: users.locale,
  name: users.fullName,
};

/**
 * Who hears staff news about an offer (a decision, a reminder, an answered budget): its
 * responsible matcher while they are active staff, else every active matcher. Never anyone else.
 */
export async function offerStaffAudience(
  db: Executor,
  offerId: string,
): Promise<OfferStaffRecipient[]> {
  const responsible = await db
    .select(recipientColumns)
    .from(offers)
    .innerJoin(users, eq(users.id, offers.responsibleMatcherId))
    .innerJoin(internalStaff, eq(internalStaff.userId, users.id))
    .where(and(eq(offers.id, offerId), activeStaff(offerStaffRoles)));
  if (responsible.length > 0) return responsible;
  return db
    .select(recipientColumns)
    .from(users)
    .innerJoin(internalStaff, eq(internalStaff.userId, users.id))
    .where(activeStaff(["matchers"]))
    .orderBy(asc(users.email));
}

/** Whether `userId` may answer for an offer (active matcher or superAdmin). */
export async function isActiveOfferStaff(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(internalStaff, eq(internalStaff.userId, users.id))
    .where(and(eq(users.id, userId), activeStaff(offerStaffRoles)));
  return row !== undefined;
}

/** Everyone who may answer for an offer, by name (the reassignment's choices). */
export async function activeOfferStaff(db: Executor) {
  return db
    .select({ id: users.id, fullName: users.fullName, role: users.role })
    .from(users)
    .innerJoin(internalStaff, eq(internalStaff.userId, users.id))
    .where(activeStaff(offerStaffRoles))
    .orderBy(asc(users.fullName), asc(users.email));
}

/**
 * Round robin over active matchers for a claimed `/hire` request: the one whose last `/hire`
 * offer is the oldest (never given one: first), ties by address. Callers hold the
 * `hire-request-matcher` key lock so two claims at once do not pick the same turn.
 */
export async function nextHireRequestMatcher(db: Executor): Promise<string | undefined> {
  const lastGiven = sql`(select max(${offers.createdAt}) from ${offers}
    where ${offers.responsibleMatcherId} = ${users.id} and ${offers.source} = 'hire_request')`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(internalStaff, eq(internalStaff.userId, users.id))
    .where(activeStaff(["matchers"]))
    .orderBy(sql`${lastGiven} asc nulls first`, asc(users.email))
    .limit(1);
  return row?.id;
}

/**
 * Makes `userId` (null: nobody) the offer's responsible matcher and, when someone, one of its
 * assigned matchers too (the "my offers" filter reads those). False when the offer is unknown.
 */
export async function setResponsibleMatcher(
  db: Executor,
  offerId: string,
  userId: string | null,
): Promise<boolean> {
  const updated = await db
    .update(offers)
    .set({ responsibleMatcherId: userId, updatedAt: sql`now()` })
    .where(eq(offers.id, offerId))
    .returning({ id: offers.id });
  if (updated.length === 0) return false;
  if (userId) await db.insert(offerMatchers).values({ offerId, userId }).onConflictDoNothing();
  return true;
}

/** The names of some users (responsible matchers of a page of offers). */
export async function staffNames(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}
