"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useToastedWrite } from "@/lib/api/hooks";

/** The queues' and counts' query keys start with this. */
export const approvalsKey = ["admin-approvals"] as const;

/**
 * Runs a bulk decision: on success a toast, the selection cleared and every queue and count
 * refetched; on failure (e.g. RECORD_CHANGED) the API's message, and the lists refetched too.
 */
export function useDecision(clear: () => void) {
  const client = useQueryClient();
  const write = useToastedWrite();
  const run = useCallback(
    async (send: () => Promise<unknown>, success: string) => {
      try {
        return await write.run(send, () => success, clear);
      } finally {
        await client.invalidateQueries({ queryKey: approvalsKey });
      }
    },
    [client, write.run, clear],
  );
  return { run, busy: write.busy };
}
