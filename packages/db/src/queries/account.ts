import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import {
  customerAssociates,
  customers,
  developers,
  internalStaff,
  sessions,
  users,
} from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

/** A user's live sessions (not revoked, not expired), newest activity first. */
export async function listLiveSessions(db: Executor, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      method: sessions.method,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.idleExpiresAt, sql`now()`),
        gt(sessions.absoluteExpiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** Revokes one live session of the user; false when it is not theirs or not live. */
export async function revokeOwnSession(
  db: Executor,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function setUserFullName(db: Executor, userId: string, fullName: string) {
  await db.update(users).set({ fullName, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function setCustomerPhone(db: Executor, ownerUserId: string, phone: string | null) {
  await db
    .update(customers)
    .set({ phoneNumber: phone, updatedAt: sql`now()` })
    .where(eq(customers.ownerUserId, ownerUserId));
}

/** The row that holds a user's photo: the company (owner), the associate, staff or the developer. */
export type PhotoHolder =
  | { kind: "developer"; id: string; photoUrl: string | null }
  | { kind: "customer"; id: string; photoUrl: string | null }
  | { kind: "associate"; id: string; photoUrl: string | null }
  | { kind: "staff"; id: string; photoUrl: string | null };

export async function findPhotoHolder(
  db: Executor,
  userId: string,
  role: string,
): Promise<PhotoHolder | undefined> {
  if (role === "customer") {
    const row = await firstRow(
      db
        .select({ id: customers.id, photoUrl: customers.photoUrl })
        .from(customers)
        .where(eq(customers.ownerUserId, userId)),
    );
    return row && { kind: "customer", ...row };
  }
  if (role === "customerAssociate") {
    const row = await firstRow(
      db
        .select({ id: customerAssociates.id, photoUrl: customerAssociates.photoUrl })
        .from(customerAssociates)
        .where(eq(customerAssociates.userId, userId)),
    );
    return row && { kind: "associate", ...row };
  }
  if (role === "developer") {
    const row = await firstRow(
      db
        .select({ id: developers.id, photoUrl: developers.photoUrl })
        .from(developers)
        .where(eq(developers.userId, userId)),
    );
    return row && { kind: "developer", ...row };
  }
  const row = await firstRow(
    db
      .select({ id: internalStaff.userId, photoUrl: internalStaff.photoUrl })
      .from(internalStaff)
      .where(eq(internalStaff.userId, userId)),
  );
  return row && { kind: "staff", ...row };
}

export async function setHolderPhoto(db: Executor, holder: PhotoHolder, photoUrl: string | null) {
  if (holder.kind === "customer") {
    await db.update(customers).set({ photoUrl }).where(eq(customers.id, holder.id));
  } else if (holder.kind === "associate") {
    await db
      .update(customerAssociates)
      .set({ photoUrl })
      .where(eq(customerAssociates.id, holder.id));
  } else if (holder.kind === "developer") {
    await db.update(developers).set({ photoUrl }).where(eq(developers.id, holder.id));
  } else {
    await db.update(internalStaff).set({ photoUrl }).where(eq(internalStaff.userId, holder.id));
  }
}

/** The non-developer profile answer: name, the customer's phone and the photo. */
export async function loadAccountProfile(db: Executor, userId: string, role: string) {
  const user = await firstRow(
    db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId)),
  );
  const holder = await findPhotoHolder(db, userId, role);
  let phoneNumber: string | null = null;
  if (role === "customer") {
    const row = await firstRow(
      db
        .select({ phone: customers.phoneNumber })
        .from(customers)
        .where(eq(customers.ownerUserId, userId)),
    );
    phoneNumber = row?.phone ?? null;
  }
  return {
    fullName: user?.fullName ?? null,
    phoneNumber,
    photoURL: holder?.photoUrl ?? null,
  };
}
