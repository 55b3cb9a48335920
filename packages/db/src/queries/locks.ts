import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn, AnyPgTable } from "drizzle-orm/pg-core";
import { candidates, customers, developers } from "../schema";
import type { Executor } from "./executor";

/**
 * Locks one row until the transaction ends, so writers of the rows a limit counts take turns: a
 * count read after this lock stays true until the insert commits (outside a transaction the
 * lock lasts one statement: useless). NO KEY UPDATE, not UPDATE: rows referencing this one
 * (their foreign-key checks take KEY SHARE) can still be written meanwhile.
 */
async function lockRow(tx: Executor, table: AnyPgTable, id: AnyPgColumn, value: string) {
  await tx.select({ id }).from(table).where(eq(id, value)).for("no key update");
}

/** A company's row, for its plan limits (open offers, associate seats, profile views). */
export const lockCompany = (tx: Executor, customerId: string): Promise<void> =>
  lockRow(tx, customers, customers.id, customerId);

/**
 * A candidate's row, for rules about its other rows: one open matching interview, one decision
 * per presentation.
 */
export const lockCandidate = (tx: Executor, candidateId: string): Promise<void> =>
  lockRow(tx, candidates, candidates.id, candidateId);

/** A developer's row, for limits on the profile's rows (platform links, history entries). */
export const lockDeveloper = (tx: Executor, developerId: string): Promise<void> =>
  lockRow(tx, developers, developers.id, developerId);

/**
 * A transaction-scoped advisory lock on `key` (e.g. `invitation-email:ana@x.test`), for rules
 * about rows that do not exist yet, so no row can be locked. Released at commit or rollback.
 */
export async function lockKey(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
