"use client";

import { type CursorPage, useCursorList } from "@/lib/api/useCursorList";
import { approvalsKey, useDecision } from "./useDecision";
import { useSelection } from "./useSelection";

/**
 * One approvals queue: its rows (kept on screen while a changed filter loads), the rows ticked
 * (`chosen`) and `run` for a bulk decision on them, which clears the ticks. `table` is what
 * QueueTable takes besides its caption, columns and row names.
 */
export function useQueue<Page extends CursorPage>(
  key: readonly unknown[],
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<Page>,
  idOf: (row: Page["items"][number]) => string,
) {
  const { selected, select, clear } = useSelection();
  const { run, busy } = useDecision(clear);
  const { list, items: rows } = useCursorList([...approvalsKey, ...key], fetchPage, {
    keepPrevious: true,
  });
  const chosen = rows.filter((r) => selected.has(idOf(r)));
  return { chosen, clear, run, busy, table: { list, rows, idOf, selected, onSelect: select } };
}
