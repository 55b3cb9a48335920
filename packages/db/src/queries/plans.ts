import type { CompanySize, CurrencyCode, Industry, Plan } from "@encaja/contracts";
import { and, asc, eq, ilike, isNull, sql } from "drizzle-orm";
import { customerAssociates, customerProfileViews, customers, offers, users } from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

/** The first day (UTC) of the month `at` falls in, as the `customer_profile_views.month` key. */
export const monthKey = (at: Date = new Date()): string =>
  `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, "0")}-01`;

export async function findCustomerPlan(db: Executor, customerId: string) {
  return firstRow(
    db
      .select({ id: customers.id, plan: customers.plan })
      .from(customers)
      .where(eq(customers.id, customerId)),
  );
}

/** What a company uses of its plan: open offers, associate seats, profiles opened this month. */
export async function planCounts(db: Executor, customerId: string, month = monthKey()) {
  const [row] = await db
    .select({
      openOffers:
        sql<number>`(select count(*) from ${offers} where ${offers.customerId} = ${customerId} and ${offers.status} = 'open')`.mapWith(
          Number,
        ),
      associates:
        sql<number>`(select count(*) from ${customerAssociates} where ${customerAssociates.customerId} = ${customerId})
        + (select count(*) from invitations i where i.customer_id = ${customerId}
           and i.accepted_at is null and i.revoked_at is null and i.expires_at > now())`.mapWith(
          Number,
        ),
      profileViewsPerMonth:
        sql<number>`(select count(*) from ${customerProfileViews} where ${customerProfileViews.customerId} = ${customerId} and ${customerProfileViews.month} = ${month})`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`);
  return row ?? { openOffers: 0, associates: 0, profileViewsPerMonth: 0 };
}

export async function hasProfileView(
  db: Executor,
  customerId: string,
  developerId: string,
  month = monthKey(),
): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ month: customerProfileViews.month })
      .from(customerProfileViews)
      .where(
        and(
          eq(customerProfileViews.customerId, customerId),
          eq(customerProfileViews.developerId, developerId),
          eq(customerProfileViews.month, month),
        ),
      ),
  );
  return row !== undefined;
}

export async function recordProfileView(
  db: Executor,
  customerId: string,
  developerId: string,
  month = monthKey(),
) {
  await db
    .insert(customerProfileViews)
    .values({ customerId, developerId, month })
    .onConflictDoNothing();
}

/** A company as superAdmin's list shows it: plan and the owner's (live) address. */
const adminCompanies = (db: Executor) =>
  db
    .select({
      id: customers.id,
      name: customers.name,
      plan: customers.plan,
      createdAt: customers.createdAt,
      ownerEmail: users.email,
    })
    .from(customers)
    .leftJoin(users, and(eq(users.id, customers.ownerUserId), isNull(users.deletedAt)));

/** superAdmin's list of companies (by name, `q` a substring), `limit` from `offset`. */
export async function listCustomersForAdmin(
  db: Executor,
  params: { q?: string; limit: number; offset: number },
) {
  const escaped = params.q?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return adminCompanies(db)
    .where(escaped ? ilike(customers.name, `%${escaped}%`) : undefined)
    .orderBy(asc(customers.name), asc(customers.id))
    .limit(params.limit + 1)
    .offset(params.offset);
}

export async function findCustomerForAdmin(db: Executor, customerId: string) {
  return firstRow(adminCompanies(db).where(eq(customers.id, customerId)));
}

export async function setCustomerPlan(db: Executor, customerId: string, plan: Plan) {
  const rows = await db
    .update(customers)
    .set({ plan, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  return rows.length === 1;
}

/** Company details the owner edits. */
export async function findCompanyOfOwner(db: Executor, ownerUserId: string) {
  return firstRow(db.select().from(customers).where(eq(customers.ownerUserId, ownerUserId)));
}

export async function updateCompany(
  db: Executor,
  customerId: string,
  patch: Partial<{
    name: string;
    phoneNumber: string | null;
    website: string | null;
    countryCode: string | null;
    taxId: string | null;
    associateBudgetLimitMinor: number | null;
    associateBudgetLimitCurrency: CurrencyCode | null;
    industry: Industry | null;
    companySize: CompanySize | null;
  }>,
) {
  await db
    .update(customers)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}
