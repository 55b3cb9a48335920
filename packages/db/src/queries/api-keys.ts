import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { apiKeys, customerAssociates, customers, internalStaff, users } from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

export interface NewApiKey {
  userId: string;
  customerId: string | null;
  name: string;
  prefix: string;
  keyHash: string;
  readOnly: boolean;
}

export async function insertApiKey(db: Executor, key: NewApiKey) {
  const [row] = await db.insert(apiKeys).values(key).returning();
  return row!;
}

/** The key still belongs to its owner's company: the owner owns it or is still an associate. */
const ownerStillInCompany = sql`(${apiKeys.customerId} is null or exists (
  select 1 from ${customers} where ${customers.id} = ${apiKeys.customerId} and ${customers.ownerUserId} = ${apiKeys.userId}
) or exists (
  select 1 from ${customerAssociates} where ${customerAssociates.customerId} = ${apiKeys.customerId} and ${customerAssociates.userId} = ${apiKeys.userId}
))`;

/**
 * The live key with this SHA-256 and the user it acts as: not revoked, its owner neither
 * deleted nor disabled (nor disabled staff), and still in the company the key was made for.
 * One indexed lookup by hash, so the work is the same whether or not the key exists.
 */
export async function findApiKeyOwner(db: Executor, keyHash: string) {
  return firstRow(
    db
      .select({
        id: apiKeys.id,
        userId: apiKeys.userId,
        role: users.role,
        customerId: apiKeys.customerId,
        readOnly: apiKeys.readOnly,
        createdAt: apiKeys.createdAt,
        lastUsedAt: apiKeys.lastUsedAt,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(
        and(
          eq(apiKeys.keyHash, keyHash),
          isNull(apiKeys.revokedAt),
          isNull(users.deletedAt),
          isNull(users.disabledAt),
          sql`not exists (select 1 from ${internalStaff} where ${internalStaff.userId} = ${apiKeys.userId} and not ${internalStaff.active})`,
          ownerStillInCompany,
        ),
      ),
  );
}

/** Records a use; the API calls it at most once a minute per key. */
export async function touchApiKey(db: Executor, id: string) {
  await db.update(apiKeys).set({ lastUsedAt: sql`now()` }).where(eq(apiKeys.id, id));
}

/**
 * Live keys, newest first, with their owner's name: a company's (`customerId`, for its owner)
 * or one person's (`userId`).
 */
export async function listApiKeys(
  db: Executor,
  scope: { customerId: string } | { userId: string },
) {
  const whose =
    "customerId" in scope
      ? eq(apiKeys.customerId, scope.customerId)
      : eq(apiKeys.userId, scope.userId);
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      readOnly: apiKeys.readOnly,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      userId: apiKeys.userId,
      ownerName: sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.email})`,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(whose, isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/**
 * Revokes one live key the caller may revoke: their own, or (`companyId`, for a company owner)
 * any of the company's. Undefined when there is no such key.
 */
export async function revokeApiKey(
  db: Executor,
  id: string,
  by: { userId: string; companyId: string | null },
) {
  const mayRevoke = by.companyId
    ? or(eq(apiKeys.userId, by.userId), eq(apiKeys.customerId, by.companyId))
    : eq(apiKeys.userId, by.userId);
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt), mayRevoke))
    .returning({ id: apiKeys.id, userId: apiKeys.userId, name: apiKeys.name });
  return row;
}

/** Revokes every live key of a user (removed, disabled or deleted); the revoked keys' ids. */
export async function revokeUserApiKeys(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.map((r) => r.id);
}

export async function associatesMayCreateApiKeys(db: Executor, customerId: string) {
  const row = await firstRow(
    db
      .select({ value: customers.associatesMayCreateApiKeys })
      .from(customers)
      .where(eq(customers.id, customerId)),
  );
  return row?.value ?? false;
}

export async function setAssociatesMayCreateApiKeys(
  db: Executor,
  customerId: string,
  value: boolean,
) {
  await db
    .update(customers)
    .set({ associatesMayCreateApiKeys: value, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}
