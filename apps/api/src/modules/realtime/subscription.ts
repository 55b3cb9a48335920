import { type Executor, listChatMessages } from "@encaja/db/queries";
import { toChatMessage } from "../chats/chats.service";

const BACKFILL_PAGE = 100;
/** Seqs remembered per subscription to drop a message delivered twice (backfill vs live). */
const SEEN_LIMIT = 512;

/**
 * One socket's subscription to one chat. Live messages that arrive while a backfill runs wait
 * in `pending` and are flushed after it, by seq; `seen` drops anything already sent, so a
 * message is never sent twice and a backfill never interleaves with live ones.
 */
export class ChatSubscription {
  /** The highest seq sent on this subscription (where a re-backfill starts). */
  lastSeq: number;
  private readonly seen = new Set<number>();
  private pending: Array<{ seq: number; json: string }> | null = null;
  private backfillAgain = false;

  constructor(
    readonly chatId: string,
    startSeq: number,
    private readonly sendRaw: (json: string) => void,
  ) {
    this.lastSeq = startSeq;
  }

  /** A live message (already serialised as a `message` frame). */
  deliver(seq: number, json: string): void {
    if (this.pending) this.pending.push({ seq, json });
    else this.emit(seq, json);
  }

  /** Sends every message after `after`, in pages, then whatever arrived live meanwhile. */
  async backfill(db: Executor, after: number = this.lastSeq): Promise<void> {
    if (this.pending) {
      this.backfillAgain = true;
      return;
    }
    this.pending = [];
    try {
      let cursor = after;
      do {
        this.backfillAgain = false;
        for (;;) {
          const rows = await listChatMessages(db, this.chatId, {
            after: cursor,
            limit: BACKFILL_PAGE,
          });
          for (const row of rows) {
            this.emit(row.seq, JSON.stringify({ type: "message", message: toChatMessage(row) }));
          }
          const last = rows.at(-1);
          if (last) cursor = last.seq;
          if (rows.length < BACKFILL_PAGE) break;
        }
      } while (this.backfillAgain);
    } finally {
      const waiting = this.pending ?? [];
      this.pending = null;
      for (const m of waiting.sort((a, b) => a.seq - b.seq)) this.emit(m.seq, m.json);
    }
  }

  private emit(seq: number, json: string): void {
    if (this.seen.has(seq)) return;
    this.seen.add(seq);
    if (this.seen.size > SEEN_LIMIT) {
      const oldest = this.seen.values().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    if (seq > this.lastSeq) this.lastSeq = seq;
    this.sendRaw(json);
  }
}
