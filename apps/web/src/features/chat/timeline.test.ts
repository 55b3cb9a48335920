import type { ChatMessage } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import {
  addPending,
  emptyTimeline,
  isNewDay,
  lastSeqOf,
  mergeMessages,
  setPendingState,
} from "./timeline";

const message = (
  seq: number,
  clientId = `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`,
) =>
  ({
    id: clientId,
    chatId: "c",
    seq,
    clientId,
    sender: { side: "developer", userId: null, name: "Ana" },
    body: `m${seq}`,
    attachment: null,
    createdAt: "2026-11-24T10:00:00.000Z",
  }) as ChatMessage;

describe("chat timeline", () => {
  it("merges pages, backfills and live frames in seq order without duplicates", () => {
    let t = mergeMessages(emptyTimeline, [message(5), message(7)]);
    t = mergeMessages(t, [message(7), message(6), message(9)]);
    t = mergeMessages(t, [message(2)]);
    expect(t.messages.map((m) => m.seq)).toEqual([2, 5, 6, 7, 9]);
    expect(lastSeqOf(t)).toBe(9);
    expect(lastSeqOf(emptyTimeline)).toBe(0);
  });

  it("replaces a pending message with the confirmed one of its clientId", () => {
    const clientId = "11111111-1111-4111-8111-111111111111";
    let t = addPending(emptyTimeline, {
      clientId,
      body: "hola",
      attachment: null,
      state: "sending",
      createdAt: "2026-11-24T10:00:00.000Z",
    });
    t = setPendingState(t, clientId, "failed");
    expect(t.pending[0]?.state).toBe("failed");
    t = mergeMessages(t, [message(3, clientId)]);
    expect(t.pending).toEqual([]);
    expect(t.messages).toHaveLength(1);
  });

  it("keeps the same timeline when a state does not change", () => {
    expect(setPendingState(emptyTimeline, "x", "failed")).toBe(emptyTimeline);
    expect(mergeMessages(emptyTimeline, [])).toBe(emptyTimeline);
  });

  it("starts a new day on the first message and when the local date changes", () => {
    expect(isNewDay(undefined, "2026-11-24T10:00:00.000Z")).toBe(true);
    expect(isNewDay("2026-11-24T10:00:00.000Z", "2026-11-24T10:05:00.000Z")).toBe(false);
    expect(isNewDay("2026-11-20T10:00:00.000Z", "2026-11-24T10:05:00.000Z")).toBe(true);
  });
});
