import type { Notification, ServerFrame } from "@encaja/contracts";
import { listen } from "@encaja/db/client";
import {
  countUnreadNotifications,
  findNotification,
  type NotificationRow,
} from "@encaja/db/queries";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import { IDENTITY_CHANNEL } from "../../plugins/identity-cache";
import { chatMessageById } from "../chats/chats.service";
import { type ConnectionHost, RealtimeConnection } from "./connection";
import { REALTIME_CHANNEL, type RealtimeEvent } from "./publish";

/** Sockets per user; the next one closes the oldest. */
export const MAX_SOCKETS_PER_USER = 10;
/**
 * Sockets one client (clientKey) may hold open before authenticating, counted per instance:
 * each costs memory and a timer for up to REALTIME_AUTH_TIMEOUT_SECONDS.
 */
export const MAX_UNAUTHENTICATED_SOCKETS_PER_CLIENT = 20;
/** Close code for a socket refused over that cap: try again later (RFC 6455 registry). */
const TRY_AGAIN_LATER = 1013;
const SESSION_RECHECK_MS = 60_000;

/**
 * This instance's sockets (ADR 0028). Everything that crosses instances travels through
 * NOTIFY (REALTIME_CHANNEL, by reference); the maps here only say which local sockets want what.
 */
export class RealtimeHub implements ConnectionHost {
  private readonly connections = new Set<RealtimeConnection>();
  private readonly byUser = new Map<string, RealtimeConnection[]>();
  private readonly byChat = new Map<string, Set<RealtimeConnection>>();
  /** Open sockets that have not authenticated yet, by client. */
  private readonly unauthenticated = new Map<string, number>();
  /** Events of one chat (or one user) are handled in order, different ones concurrently. */
  private readonly lanes = new Map<string, Promise<void>>();
  private stops: Array<() => Promise<void>> = [];
  private recheckTimer: NodeJS.Timeout | undefined;
  private stopping = false;

  constructor(readonly app: FastifyInstance) {}

  async start(): Promise<void> {
    const { dbHandle } = this.app;
    this.stops.push(
      await listen(
        dbHandle,
        REALTIME_CHANNEL,
        (payload) => this.onEvent(payload),
        // Called once the listener is back: events of the outage were missed.
        () => void this.resync(),
      ),
      await listen(
        dbHandle,
        IDENTITY_CHANNEL,
        (userId) => this.recheckUser(userId),
        // A session ended during the outage closes its sockets now, not at the next recheck.
        () => void this.recheckAll(),
      ),
    );
    this.recheckTimer = setInterval(() => void this.recheckAll(), SESSION_RECHECK_MS);
    this.recheckTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.recheckTimer);
    for (const connection of [...this.connections]) connection.close(1001, "Server shutting down");
    await Promise.all(this.stops.map((stop) => stop()));
    this.stops = [];
    // Events already being routed finish before the app closes its database pool.
    await Promise.allSettled([...this.lanes.values()]);
  }

  /** Whether a client may open another socket (checked before the upgrade, too). */
  hasRoomFor(client: string): boolean {
    return (this.unauthenticated.get(client) ?? 0) < MAX_UNAUTHENTICATED_SOCKETS_PER_CLIENT;
  }

  accept(socket: WebSocket, client: string): void {
    // Upgrades checked in parallel may all have passed the check before the upgrade.
    if (!this.hasRoomFor(client)) {
      socket.close(TRY_AGAIN_LATER, "Too many connections waiting to authenticate");
      return;
    }
    this.unauthenticated.set(client, (this.unauthenticated.get(client) ?? 0) + 1);
    this.connections.add(new RealtimeConnection(socket, this, client));
  }

  /** The connection authenticated or closed: it no longer counts against its client. */
  private leaveUnauthenticated(connection: RealtimeConnection): void {
    const left = (this.unauthenticated.get(connection.client) ?? 0) - 1;
    if (left > 0) this.unauthenticated.set(connection.client, left);
    else this.unauthenticated.delete(connection.client);
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  onAuthenticated(connection: RealtimeConnection): void {
    this.leaveUnauthenticated(connection);
    const userId = connection.userId;
    if (!userId) return;
    const mine = [...(this.byUser.get(userId) ?? []), connection];
    this.byUser.set(userId, mine);
    const excess = mine.slice(0, Math.max(0, mine.length - MAX_SOCKETS_PER_USER));
    for (const oldest of excess) oldest.close(1008, "Too many connections for this user");
  }

  onSubscribed(connection: RealtimeConnection, chatId: string): void {
    const set = this.byChat.get(chatId) ?? new Set();
    set.add(connection);
    this.byChat.set(chatId, set);
  }

  onUnsubscribed(connection: RealtimeConnection, chatId: string): void {
    const set = this.byChat.get(chatId);
    set?.delete(connection);
    if (set?.size === 0) this.byChat.delete(chatId);
  }

  onClosed(connection: RealtimeConnection): void {
    this.connections.delete(connection);
    for (const chatId of connection.subscriptions.keys()) this.onUnsubscribed(connection, chatId);
    const userId = connection.userId;
    if (!userId) {
      this.leaveUnauthenticated(connection);
      return;
    }
    const rest = (this.byUser.get(userId) ?? []).filter((c) => c !== connection);
    if (rest.length > 0) this.byUser.set(userId, rest);
    else this.byUser.delete(userId);
  }

  private onEvent(payload: string): void {
    if (this.stopping) return;
    let event: RealtimeEvent;
    try {
      event = JSON.parse(payload) as RealtimeEvent;
    } catch {
      return;
    }
    const lane = event.t === "message" || event.t === "read" ? event.chatId : event.userId;
    this.inLane(lane, () => this.route(event));
  }

  private inLane(key: string, task: () => Promise<void>): void {
    const next = (this.lanes.get(key) ?? Promise.resolve())
      .then(task)
      .catch((error: unknown) => this.app.log.error({ err: error }, "realtime event failed"));
    this.lanes.set(key, next);
    void next.then(() => {
      if (this.lanes.get(key) === next) this.lanes.delete(key);
    });
  }

  private async route(event: RealtimeEvent): Promise<void> {
    switch (event.t) {
      case "message": {
        const subscribers = this.byChat.get(event.chatId);
        if (!subscribers?.size) return;
        const message = await chatMessageById(this.app.db, event.messageId);
        if (!message) return;
        const json = JSON.stringify({ type: "message", message } satisfies ServerFrame);
        for (const c of this.byChat.get(event.chatId) ?? []) {
          c.subscriptions.get(event.chatId)?.deliver(message.seq, json);
        }
        return;
      }
      case "read": {
        const { chatId, side, userId, seq } = event;
        const json = JSON.stringify({ type: "read", chatId, side, userId, seq } as ServerFrame);
        for (const c of this.byChat.get(chatId) ?? []) c.sendRaw(json);
        return;
      }
      case "notification": {
        if (!this.byUser.has(event.userId)) return;
        const row = await findNotification(this.app.db, event.userId, event.notificationId);
        if (!row) return;
        const unreadCount = await countUnreadNotifications(this.app.db, event.userId);
        this.toUser(event.userId, {
          type: "notification",
          notification: toNotification(row),
          unreadCount,
        });
        return;
      }
      case "unread":
        return this.sendUnreadCount(event.userId);
    }
  }

  private async sendUnreadCount(userId: string): Promise<void> {
    if (!this.byUser.has(userId)) return;
    const notifications = await countUnreadNotifications(this.app.db, userId);
    this.toUser(userId, { type: "unread", notifications });
  }

  private toUser(userId: string, frame: ServerFrame): void {
    const json = JSON.stringify(frame);
    for (const c of this.byUser.get(userId) ?? []) c.sendRaw(json);
  }

  /** Events may have been missed while LISTEN was down: backfill every subscription. */
  private async resync(): Promise<void> {
    for (const connection of this.connections) {
      for (const subscription of connection.subscriptions.values()) {
        this.inLane(subscription.chatId, () => subscription.backfill(this.app.db));
      }
    }
    for (const userId of this.byUser.keys())
      this.inLane(userId, () => this.sendUnreadCount(userId));
  }

  private recheckUser(userId: string): void {
    for (const c of this.byUser.get(userId) ?? []) {
      void c.recheckSession().catch(() => {});
    }
  }

  private async recheckAll(): Promise<void> {
    for (const connection of [...this.connections]) {
      await connection.recheckSession().catch(() => {});
    }
  }
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    category: row.category,
    kind: row.kind,
    params: row.params as Notification["params"],
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
