"use client";

import { IMPORT_CHUNK_ROWS, type ImportResult, type RawImportRow } from "@encaja/contracts";
import { useState } from "react";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

export type ImportProgress = {
  /** Rows the server has answered for. */
  done: number;
  total: number;
  result: ImportResult;
  /** Set when a chunk failed: what came before it is imported (each chunk is one transaction). */
  error?: unknown;
};

/**
 * Sends validated rows in chunks of IMPORT_CHUNK_ROWS, one request (one transaction) each, and
 * adds up the answers: the page shows a progress bar and, at the end, the totals.
 */
export function useChunkedImport() {
  const call = useCall();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const running = progress !== null && progress.done < progress.total && !progress.error;

  const start = async (rows: readonly RawImportRow[], sendInvitations: boolean) => {
    const result: ImportResult = { created: 0, skipped: 0, invited: 0 };
    setProgress({ done: 0, total: rows.length, result });
    for (let done = 0; done < rows.length; done += IMPORT_CHUNK_ROWS) {
      const chunk = rows.slice(done, done + IMPORT_CHUNK_ROWS);
      try {
        const answer = await call(routes.adminImports.run, {
          body: { rows: chunk, sendInvitations },
        });
        result.created += answer.created;
        result.skipped += answer.skipped;
        result.invited += answer.invited;
        setProgress({ done: done + chunk.length, total: rows.length, result: { ...result } });
      } catch (error) {
        setProgress({ done, total: rows.length, result: { ...result }, error });
        return;
      }
    }
  };

  return { progress, running, start, reset: () => setProgress(null) };
}
