import { notify } from "@encaja/db/client";
import type { Executor } from "@encaja/db/queries";

/** The NOTIFY channel every API instance listens on for live deliveries (ADR 0028). */
export const REALTIME_CHANNEL = "encaja_realtime";

/**
 * What happened, by reference: each instance loads what its sockets need. NOTIFY inside a
 * transaction is delivered when it commits, so a socket never sees a rolled-back message.
 */
export type RealtimeEvent =
  | { t: "message"; chatId: string; messageId: string; seq: number }
  | { t: "read"; chatId: string; side: "developer" | "staff"; userId: string; seq: number }
  | { t: "notification"; userId: string; notificationId: string }
  | { t: "unread"; userId: string };

export async function publishRealtime(db: Executor, event: RealtimeEvent): Promise<void> {
  await notify(db, REALTIME_CHANNEL, JSON.stringify(event));
}
