import type { SaveScorecardRequest } from "@encaja/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AutosaveQueue, type AutosaveState } from "./autosaveQueue";
import type { ScorecardDraft } from "./scorecard";

const empty: ScorecardDraft = {
  rows: [
    { kind: "skill", key: "react", name: "React", score: null, note: "" },
    { kind: "criterion", key: "teamwork", name: null, score: null, note: "" },
  ],
  summary: "",
  recommendation: "",
};
const withScore = (draft: ScorecardDraft, index: number, score: number): ScorecardDraft => ({
  ...draft,
  rows: draft.rows.map((r, i) => (i === index ? { ...r, score } : r)),
});

describe("AutosaveQueue", () => {
  let sent: SaveScorecardRequest[];
  let states: AutosaveState[];
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  const queue = (
    send: (body: SaveScorecardRequest) => Promise<unknown> = async (body) => void sent.push(body),
  ) => new AutosaveQueue(empty, send, (state) => states.push(state), 800);

  it("waits for a pause in typing and sends only what changed", async () => {
    const q = queue();
    expect(q.state).toBe("idle");
    q.change(withScore(empty, 0, 3));
    await vi.advanceTimersByTimeAsync(500);
    const draft = { ...withScore(empty, 0, 4), summary: "Good" };
    q.change(draft);
    await vi.advanceTimersByTimeAsync(799);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      { rows: [{ kind: "skill", key: "react", score: 4, note: "" }], summary: "Good" },
    ]);
    expect(states).toEqual(["saving", "saved"]);
    // Nothing new: nothing sent.
    q.change(draft);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
  });

  it("sends changes made during a request right after it", async () => {
    let release: () => void = () => {};
    const q = queue(
      (body) =>
        new Promise<void>((resolve) => {
          sent.push(body);
          release = resolve;
        }),
    );
    const first = withScore(empty, 0, 2);
    q.change(first);
    await vi.advanceTimersByTimeAsync(800);
    q.change(withScore(first, 1, 5));
    const flushed = q.flush();
    release();
    await vi.advanceTimersByTimeAsync(0);
    release();
    expect(await flushed).toBe(true);
    expect(sent).toEqual([
      { rows: [{ kind: "skill", key: "react", score: 2, note: "" }] },
      { rows: [{ kind: "criterion", key: "teamwork", score: 5, note: "" }] },
    ]);
    expect(q.state).toBe("saved");
  });

  it("reports a failed save and tries again on flush", async () => {
    let fail = true;
    const q = queue(async (body) => {
      if (fail) throw new Error("offline");
      sent.push(body);
    });
    q.change(withScore(empty, 1, 1));
    await vi.advanceTimersByTimeAsync(800);
    expect(q.state).toBe("error");
    fail = false;
    expect(await q.flush()).toBe(true);
    expect(sent).toHaveLength(1);
    expect(q.state).toBe("saved");
  });

  it("starts as saved when the scorecard already has content", () => {
    const q = new AutosaveQueue(
      withScore(empty, 0, 1),
      async () => {},
      () => {},
    );
    expect(q.state).toBe("saved");
  });
});
