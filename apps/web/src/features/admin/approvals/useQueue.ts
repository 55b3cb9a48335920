"use client";

import { type CursorPage, useCursorList } from "@/lib/api/useCursorList";
import { approvalsKey, useDecision } from "./useDecision";
import { useSelection } from "./useSelection";

/** The state a queue shows, and how to show another (AdminApprovals keeps it in the URL). */
export type QueueFilter<S extends string> = { status: S; onStatus: (status: S) => void };

/**
 * One approvals queue: its rows (kept on screen while a changed filter loads), the rows ticked
 * (`chosen`) and `run` for a bulk decision on them, which clears the ticks. `statusSelect` is
 * what StatusSelect takes (another state clears the ticks too), `bulk` what BulkActions takes
 * besides its buttons, and `table` what QueueTable takes besides its caption, columns and row
 * names.
 */
export function useQueue<S extends string, Page extends CursorPage>(
  { status, onStatus }: QueueFilter<S>,
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
  const changeStatus = (next: S) => {
    clear();
    onStatus(next);
  };
  return {
    chosen,
    run,
    statusSelect: { value: status, onChange: changeStatus },
    bulk: { count: chosen.length, busy, status },
    table: { list, rows, idOf, selected, onSelect: select },
  };
}
