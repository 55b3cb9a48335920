"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast } from "@/lib/api/hooks";

/** The queues' and counts' query keys start with this. */
export const approvalsKey = ["admin-approvals"] as const;

/**
 * Runs a bulk decision: on success a toast, the selection cleared and every queue and count
 * refetched; on failure (e.g. RECORD_CHANGED) the API's message, and the lists refetched too.
 */
export function useDecision(clear: () => void) {
  const client = useQueryClient();
  const toast = useToast();
  const showError = useApiErrorToast();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (send: () => Promise<unknown>, success: string) => {
      setBusy(true);
      try {
        await send();
        toast.success(success);
        clear();
        return true;
      } catch (error) {
        showError(error);
        return false;
      } finally {
        setBusy(false);
        await client.invalidateQueries({ queryKey: approvalsKey });
      }
    },
    [client, toast, showError, clear],
  );
  return { run, busy };
}
