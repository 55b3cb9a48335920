import type { Db } from "@encaja/db/client";
import type { Executor } from "@encaja/db/queries";
import { appError, notFound } from "../../../errors/app-error";

/**
 * Refuses a bulk decision unless every item exists and is still in the state the admin saw
 * (`from`): a missing one → NOT_FOUND, a moved one → RECORD_CHANGED naming every moved id.
 */
function assertUnchanged(
  what: string,
  seen: { id: string; from: string }[],
  current: { id: string; approval: string }[],
) {
  const now = new Map(current.map((row) => [row.id, row.approval]));
  const missing = seen.filter((item) => !now.has(item.id));
  if (missing.length > 0) throw notFound(`${what} ${missing.map((m) => m.id).join(", ")}`);
  const moved = seen.filter((item) => now.get(item.id) !== item.from);
  if (moved.length > 0) {
    throw appError(
      "RECORD_CHANGED",
      `Changed since you saw them, nothing was saved: ${moved.map((m) => m.id).join(", ")}`,
    );
  }
}

/** One kind of approval queue (developers, platform links) as a bulk decision writes it. */
export interface ApprovalQueue<Row extends { id: string; approval: string }> {
  /** What an item is, for the NOT_FOUND message. */
  what: string;
  /** Reads the items for update. */
  lock(tx: Executor, ids: string[]): Promise<Row[]>;
  /** Writes the decision to the items whose state changes. */
  set(tx: Executor, ids: string[]): Promise<void>;
  /** Records one audit entry for one changed item. */
  audit(tx: Executor, row: Row): Promise<void>;
}

/**
 * All or nothing: every item is locked and checked against the state the admin saw before
 * anything is written; items already in the decided state are left alone (no audit entry).
 */
export function decideApprovals<Row extends { id: string; approval: string }>(
  db: Db,
  queue: ApprovalQueue<Row>,
  seen: { id: string; from: string }[],
  decision: string,
): Promise<{ changed: number }> {
  return db.transaction(async (tx) => {
    const current = await queue.lock(
      tx,
      seen.map((item) => item.id),
    );
    assertUnchanged(queue.what, seen, current);
    const toChange = current.filter((row) => row.approval !== decision);
    await queue.set(
      tx,
      toChange.map((row) => row.id),
    );
    for (const row of toChange) await queue.audit(tx, row);
    return { changed: toChange.length };
  });
}
