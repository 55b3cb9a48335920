"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useToastedWrite } from "@/lib/api/hooks";
import { type CatalogTab, catalogQueryKey } from "./types";

/**
 * A change to one catalogue tab: `run` sends it, says `done(answer)` in a toast and refetches
 * the tab's table before resolving true (a dialog closes on a fresh table); an API error (a
 * stale version, a taken name) shows its message and resolves false. `busy` while it runs.
 */
export function useCatalogWrite(kind: CatalogTab) {
  const client = useQueryClient();
  const write = useToastedWrite();
  const run = <T>(send: () => Promise<T>, done: (answer: T) => string) =>
    write.run(send, done, () => client.invalidateQueries({ queryKey: catalogQueryKey(kind) }));
  return { busy: write.busy, run };
}
