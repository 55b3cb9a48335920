import type { ChatAttachment, ChatMessage } from "@encaja/contracts";

/** A message of mine not yet confirmed by the server (optimistic). */
export type PendingMessage = {
  clientId: string;
  body: string;
  attachment: ChatAttachment | null;
  state: "sending" | "failed";
  createdAt: string;
};

/** What the conversation shows: confirmed messages by seq, then my pending ones. */
export type Timeline = { messages: ChatMessage[]; pending: PendingMessage[] };

export const emptyTimeline: Timeline = { messages: [], pending: [] };

/**
 * Adds messages (a page, a backfill, a live frame) in seq order without duplicates; a
 * confirmed message replaces the pending one with its clientId.
 */
export function mergeMessages(timeline: Timeline, incoming: ChatMessage[]): Timeline {
  if (incoming.length === 0) return timeline;
  const bySeq = new Map(timeline.messages.map((m) => [m.seq, m]));
  for (const message of incoming) bySeq.set(message.seq, message);
  const messages = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  const confirmed = new Set(incoming.map((m) => m.clientId));
  const pending = timeline.pending.filter((p) => !confirmed.has(p.clientId));
  return { messages, pending };
}

export function addPending(timeline: Timeline, message: PendingMessage): Timeline {
  const others = timeline.pending.filter((p) => p.clientId !== message.clientId);
  return { ...timeline, pending: [...others, message] };
}

export function setPendingState(
  timeline: Timeline,
  clientId: string,
  state: PendingMessage["state"],
): Timeline {
  if (!timeline.pending.some((p) => p.clientId === clientId && p.state !== state)) return timeline;
  return {
    ...timeline,
    pending: timeline.pending.map((p) => (p.clientId === clientId ? { ...p, state } : p)),
  };
}

/** The newest confirmed seq held (0 when none): `after` for a backfill. */
export const lastSeqOf = (timeline: Timeline) => timeline.messages.at(-1)?.seq ?? 0;

/** Whether two ISO instants fall on different days in the viewer's time zone. */
export function isNewDay(previous: string | undefined, current: string): boolean {
  if (!previous) return true;
  return new Date(previous).toDateString() !== new Date(current).toDateString();
}
