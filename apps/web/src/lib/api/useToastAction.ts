"use client";

import { useCallback } from "react";
import { useToast } from "@/features/toast/ToastProvider";
import { useApiErrorToast } from "./hooks";

/**
 * Runs an API action and tells the person how it went: a success toast saying `done`, or the
 * API error's toast. Resolves to whether it worked.
 */
export function useToastAction() {
  const toast = useToast();
  const showError = useApiErrorToast();
  return useCallback(
    async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
      try {
        await action();
        toast.success(done);
        return true;
      } catch (error) {
        showError(error);
        return false;
      }
    },
    [toast, showError],
  );
}
