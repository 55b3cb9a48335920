import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { customerAssociates, customers, internalStaff, offers, users } from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

/** Escapes LIKE wildcards so user input matches literally. */
const likeLiteral = (q: string) => q.replace(/[\\%_]/g, "\\$&");

/** Companies by name (accent/case-insensitive contains), ordered by name then id. */
export async function searchCustomers(
  db: Executor,
  search: { q?: string | undefined; after?: { name: string; id: string }; limit: number },
) {
  const where: SQL[] = [];
  if (search.q) {
    where.push(
      sql`encaja_unaccent(${customers.name}) like '%' || encaja_unaccent(${likeLiteral(search.q)}) || '%'`,
    );
  }
  if (search.after) {
    where.push(
      sql`(${customers.name}, ${customers.id}) > (${search.after.name}, ${search.after.id}::uuid)`,
    );
  }
  return db
    .select({
      id: customers.id,
      name: customers.name,
      plan: customers.plan,
      photoUrl: customers.photoUrl,
      industry: customers.industry,
      companySize: customers.companySize,
      createdAt: customers.createdAt,
      offerCount: sql<number>`(select count(*)::int from ${offers} where ${offers.customerId} = ${customers.id})`,
    })
    .from(customers)
    .where(and(...where))
    .orderBy(asc(customers.name), asc(customers.id))
    .limit(search.limit + 1);
}

export async function findCustomer(db: Executor, id: string) {
  return firstRow(db.select().from(customers).where(eq(customers.id, id)));
}

/** The company a customer (owner) or customer associate acts for. */
export async function customerIdOfUser(db: Executor, userId: string): Promise<string | undefined> {
  const owner = await firstRow(
    db.select({ id: customers.id }).from(customers).where(eq(customers.ownerUserId, userId)),
  );
  if (owner) return owner.id;
  const associate = await firstRow(
    db
      .select({ id: customerAssociates.customerId })
      .from(customerAssociates)
      .where(eq(customerAssociates.userId, userId)),
  );
  return associate?.id;
}

/** Which of these ids are active internal staff who can work offers (matchers, superAdmin). */
export async function existingOfferStaff(db: Executor, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(internalStaff, eq(internalStaff.userId, users.id))
    .where(
      and(
        inArray(users.id, userIds),
        inArray(users.role, ["matchers", "superAdmin"]),
        eq(internalStaff.active, true),
        sql`${users.deletedAt} is null`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}
