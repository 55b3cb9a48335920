import type { SaveScorecardRequest } from "@encaja/contracts";
import { type ScorecardDraft, scorecardChanges } from "./scorecard";

export type AutosaveState = "idle" | "saving" | "saved" | "error";

const hasContent = (d: ScorecardDraft) =>
  Boolean(d.summary || d.recommendation || d.rows.some((r) => r.score !== null || r.note));

/**
 * The scorecard's autosave, apart from React: `delayMs` after the last change only what differs
 * from the last saved draft is sent; one request at a time, and changes made meanwhile follow.
 */
export class AutosaveQueue {
  private saved: ScorecardDraft;
  private latest: ScorecardDraft;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<boolean> | null = null;
  state: AutosaveState;
  error: unknown = null;

  constructor(
    initial: ScorecardDraft,
    private readonly send: (body: SaveScorecardRequest) => Promise<unknown>,
    private readonly onState: (state: AutosaveState, error: unknown) => void,
    private readonly delayMs = 800,
  ) {
    this.saved = initial;
    this.latest = initial;
    this.state = hasContent(initial) ? "saved" : "idle";
  }

  /** A new draft: the save waits until no change came for `delayMs`. */
  change(draft: ScorecardDraft) {
    this.latest = draft;
    this.cancelTimer();
    if (!scorecardChanges(this.saved, draft)) return;
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
  }

  /** Saves the pending changes now; true once everything typed so far is saved. */
  async flush(): Promise<boolean> {
    this.cancelTimer();
    for (;;) {
      // One request at a time: whoever finds none out sends what is still unsaved.
      while (this.inFlight) await this.inFlight;
      const sent = this.latest;
      const body = scorecardChanges(this.saved, sent);
      if (!body) {
        if (this.state === "saving") this.setState("saved", null);
        return true;
      }
      this.setState("saving", null);
      const request = this.send(body).then(
        () => {
          this.saved = sent;
          return true;
        },
        (error: unknown) => {
          this.setState("error", error);
          return false;
        },
      );
      this.inFlight = request;
      const ok = await request;
      if (this.inFlight === request) this.inFlight = null;
      if (!ok) return false;
    }
  }

  dispose() {
    this.cancelTimer();
  }

  private cancelTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private setState(state: AutosaveState, error: unknown) {
    this.state = state;
    this.error = error;
    this.onState(state, error);
  }
}
