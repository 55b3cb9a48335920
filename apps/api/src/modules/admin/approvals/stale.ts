import { appError, notFound } from "../../../errors/app-error";

/**
 * Refuses a bulk decision unless every item exists and is still in the state the admin saw
 * (`from`): a missing one → NOT_FOUND, a moved one → RECORD_CHANGED naming every moved id.
 */
export function assertUnchanged(
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
