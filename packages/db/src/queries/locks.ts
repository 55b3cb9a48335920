import { eq, sql } from "drizzle-orm";
import { candidates, customers, developers } from "../schema";
import type { Executor } from "./executor";

/**
 * Locks a company's row until the transaction ends, so writers of rows its plan limits (open
 * offers, associate seats, profile views) take turns: a count read after this lock stays true
 * until the insert commits (outside a transaction the lock lasts one statement: useless). NO KEY UPDATE, not UPDATE: rows referencing the company (their
 * foreign-key checks take KEY SHARE) can still be written meanwhile.
 */
export async function lockCompany(tx: Executor, customerId: string): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for("no key update");
}

/**
 * A transaction-scoped advisory lock on `key` (e.g. `invitation-email:ana@x.test`), for rules
 * about rows that do not exist yet, so no row can be locked. Released at commit or rollback.
 */
export async function lockKey(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * Locks a candidate's row until the transaction ends, for rules about its other rows: one open
 * matching interview, one decision per presentation. NO KEY UPDATE, as for {@link lockCompany}.
 */
export async function lockCandidate(tx: Executor, candidateId: string): Promise<void> {
  await tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .for("no key update");
}

/**
 * Locks a developer's row until the transaction ends, for limits on the profile's rows
 * (platform links, history entries). NO KEY UPDATE, as for {@link lockCompany}.
 */
export async function lockDeveloper(tx: Executor, developerId: string): Promise<void> {
  await tx
    .select({ id: developers.id })
    .from(developers)
    .where(eq(developers.id, developerId))
    .for("no key update");
}
