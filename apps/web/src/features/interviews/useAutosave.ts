"use client";

import type { SaveScorecardRequest } from "@encaja/contracts";
import { useEffect, useRef, useState } from "react";
import { AutosaveQueue, type AutosaveState } from "./autosaveQueue";
import type { ScorecardDraft } from "./scorecard";

export type { AutosaveState };

/** The scorecard draft in React state, autosaved by an {@link AutosaveQueue}. */
export function useAutosave(
  initial: ScorecardDraft,
  send: (body: SaveScorecardRequest) => Promise<unknown>,
) {
  const [draft, setDraft] = useState(initial);
  const sendRef = useRef(send);
  sendRef.current = send;
  const [status, setStatus] = useState<{ state: AutosaveState; error: unknown }>({
    state: "idle",
    error: null,
  });
  const [queue] = useState(
    () =>
      new AutosaveQueue(
        initial,
        (body) => sendRef.current(body),
        (state, error) => setStatus({ state, error }),
      ),
  );
  useEffect(() => {
    setStatus({ state: queue.state, error: queue.error });
    return () => queue.dispose();
  }, [queue]);
  useEffect(() => queue.change(draft), [queue, draft]);
  return { draft, setDraft, state: status.state, error: status.error, flush: () => queue.flush() };
}
