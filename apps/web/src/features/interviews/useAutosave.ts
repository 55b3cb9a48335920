"use client";

import type { SaveScorecardRequest } from "@encaja/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { type ScorecardDraft, scorecardChanges } from "./scorecard";

export type AutosaveState = "idle" | "saving" | "saved" | "error";

const hasContent = (d: ScorecardDraft) =>
  Boolean(d.summary || d.recommendation || d.rows.some((r) => r.score !== null || r.note));

/**
 * The scorecard's autosave: ~800 ms after the last change, only what differs from the last
 * saved draft is sent; one request at a time, and changes made meanwhile follow it.
 */
export function useAutosave(
  initial: ScorecardDraft,
  send: (body: SaveScorecardRequest) => Promise<unknown>,
  delayMs = 800,
) {
  const [draft, setDraft] = useState(initial);
  const [state, setState] = useState<AutosaveState>(hasContent(initial) ? "saved" : "idle");
  const [error, setError] = useState<unknown>(null);
  const saved = useRef(initial);
  const latest = useRef(draft);
  latest.current = draft;
  const inFlight = useRef<Promise<boolean> | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;

  const flush = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    const sent = latest.current;
    const body = scorecardChanges(saved.current, sent);
    if (!body) return true;
    setState("saving");
    const request = sendRef
      .current(body)
      .then(() => {
        saved.current = sent;
        return true;
      })
      .catch((e: unknown) => {
        setError(e);
        setState("error");
        return false;
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = request;
    const ok = await request;
    if (!ok) return false;
    // Changes typed while this request was out go in the next one.
    if (scorecardChanges(saved.current, latest.current)) return flush();
    setState("saved");
    return true;
  }, []);

  useEffect(() => {
    if (!scorecardChanges(saved.current, draft)) return;
    const timer = setTimeout(() => void flush(), delayMs);
    return () => clearTimeout(timer);
  }, [draft, delayMs, flush]);

  return { draft, setDraft, state, error, flush };
}
