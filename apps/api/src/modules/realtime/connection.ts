import {
  ClientFrame,
  type ErrorCode,
  REALTIME_AUTH_TIMEOUT_SECONDS,
  REALTIME_RATE,
  realtimeCloseCodes,
  SendChatMessageRequest,
  type ServerFrame,
} from "@encaja/contracts";
import { findActiveSession } from "@encaja/db/queries";
import type { FastifyInstance } from "fastify";
import type { RawData, WebSocket } from "ws";
import { AppError } from "../../errors/app-error";
import { type AuthContext, resolveSession } from "../../plugins/authorization";
import { hashToken, TOKEN_PATTERN } from "../auth/tokens";
import { chatFor } from "../chats/access";
import { markRead, sendChatMessage } from "../chats/chats.service";
import { FrameBudget } from "./frame-budget";
import { ChatSubscription } from "./subscription";

/** A reader this far behind is closed rather than buffered (a slow reader cannot grow memory). */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
const MAX_SUBSCRIPTIONS = 100;

/** What a connection needs from its instance's hub. */
export interface ConnectionHost {
  app: FastifyInstance;
  onAuthenticated(connection: RealtimeConnection): void;
  onSubscribed(connection: RealtimeConnection, chatId: string): void;
  onUnsubscribed(connection: RealtimeConnection, chatId: string): void;
  onClosed(connection: RealtimeConnection): void;
}

type Frame = Exclude<ClientFrame, { type: "auth" }>;

/** One WebSocket: authenticates with its first frame, then serves frames one at a time. */
export class RealtimeConnection {
  auth: AuthContext | null = null;
  readonly subscriptions = new Map<string, ChatSubscription>();
  private tokenHash: string | null = null;
  private readonly budget = new FrameBudget(REALTIME_RATE);
  private readonly authTimer: NodeJS.Timeout;
  private work: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly host: ConnectionHost,
    /** The client (clientKey of its address) that opened it. */
    readonly client: string,
  ) {
    this.authTimer = setTimeout(
      () => this.close(realtimeCloseCodes.unauthorized, "Authentication timed out"),
      REALTIME_AUTH_TIMEOUT_SECONDS * 1000,
    );
    socket.on("message", (data, isBinary) => this.onRaw(data, isBinary));
    socket.on("close", () => this.dispose());
  }

  get userId(): string | null {
    return this.auth?.userId ?? null;
  }

  /** Sends a serialised frame without waiting; a reader too far behind is dropped. */
  sendRaw(json: string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    this.socket.send(json);
  }

  send(frame: ServerFrame): void {
    this.sendRaw(JSON.stringify(frame));
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.socket.close(code, reason);
    this.dispose();
  }

  /** Closes the socket when its session has ended (logout, revocation, expiry, deletion). */
  async recheckSession(): Promise<void> {
    if (!this.tokenHash || this.closed) return;
    const session = await findActiveSession(this.host.app.db, this.tokenHash);
    if (!session) this.close(realtimeCloseCodes.unauthorized, "Session ended");
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.authTimer);
    this.host.onClosed(this);
  }

  private onRaw(data: RawData, isBinary: boolean): void {
    const verdict = this.budget.take();
    if (verdict === "flood") {
      this.close(realtimeCloseCodes.policy, "Too many frames");
      return;
    }
    if (verdict === "limited") {
      this.sendError("RATE_LIMITED", "Too many frames: slow down");
      return;
    }
    const frame = isBinary ? null : parseFrame(data);
    this.work = this.work
      .then(() => this.handle(frame))
      .catch((error: unknown) => this.host.app.log.error({ err: error }, "realtime frame failed"));
  }

  private async handle(frame: ClientFrame | null): Promise<void> {
    if (this.closed) return;
    if (!this.auth) {
      if (frame?.type === "auth") await this.authenticate(frame.token);
      else this.close(realtimeCloseCodes.unauthorized, "Authenticate first");
      return;
    }
    if (!frame) return this.sendError("VALIDATION", "Invalid frame");
    if (frame.type === "auth") return this.sendError("VALIDATION", "Already authenticated", "auth");
    try {
      await this.serve(frame, this.auth);
    } catch (error) {
      const clientId = frame.type === "send" ? frame.clientId : undefined;
      if (error instanceof AppError)
        this.sendError(error.code, error.message, frame.type, clientId);
      else {
        this.host.app.log.error({ err: error }, "realtime frame failed");
        this.sendError("E0SERV", "Server error", frame.type, clientId);
      }
    }
  }

  private async authenticate(token: string): Promise<void> {
    const tokenHash = TOKEN_PATTERN.test(token) ? hashToken(token) : null;
    const auth = tokenHash ? await resolveSession(this.host.app, tokenHash) : null;
    if (!auth || this.closed) {
      this.close(realtimeCloseCodes.unauthorized, "Invalid session");
      return;
    }
    clearTimeout(this.authTimer);
    this.auth = auth;
    this.tokenHash = tokenHash;
    this.host.onAuthenticated(this);
    this.send({ type: "ready", userId: auth.userId });
  }

  private async serve(frame: Frame, auth: AuthContext): Promise<void> {
    const { app } = this.host;
    switch (frame.type) {
      case "ping":
        return this.send({ type: "pong" });
      case "subscribe":
        return this.subscribe(frame.chatId, frame.after, auth);
      case "unsubscribe":
        this.subscriptions.delete(frame.chatId);
        this.host.onUnsubscribed(this, frame.chatId);
        return;
      case "read":
        return markRead(app.db, auth, frame.chatId, frame.seq);
      case "send": {
        const request = SendChatMessageRequest.safeParse({
          clientId: frame.clientId,
          body: frame.body,
          attachmentId: frame.attachmentId,
        });
        if (!request.success) {
          const message = request.error.issues[0]?.message ?? "Invalid message";
          return this.sendError("VALIDATION", message, "send", frame.clientId);
        }
        const { message } = await sendChatMessage(app, auth, frame.chatId, request.data);
        // The sender's acknowledgement (a resend publishes nothing); subscribers de-duplicate.
        const json = JSON.stringify({ type: "message", message });
        const subscription = this.subscriptions.get(frame.chatId);
        if (subscription) subscription.deliver(message.seq, json);
        else this.sendRaw(json);
        return;
      }
    }
  }

  private async subscribe(chatId: string, after: number | undefined, auth: AuthContext) {
    const chat = await chatFor(this.host.app.db, auth, chatId);
    if (!this.subscriptions.has(chatId) && this.subscriptions.size >= MAX_SUBSCRIPTIONS) {
      return this.sendError("VALIDATION", "Too many subscriptions", "subscribe");
    }
    // Registered before the backfill: a message committed meanwhile waits in the subscription.
    const subscription = new ChatSubscription(chatId, after ?? chat.lastMessageSeq, (json) =>
      this.sendRaw(json),
    );
    this.subscriptions.set(chatId, subscription);
    this.host.onSubscribed(this, chatId);
    if (after !== undefined) await subscription.backfill(this.host.app.db, after);
    this.send({
      type: "subscribed",
      chatId,
      lastSeq: Math.max(subscription.lastSeq, chat.lastMessageSeq),
    });
  }

  private sendError(code: ErrorCode, message: string, replyTo?: string, clientId?: string) {
    this.send({
      type: "error",
      code,
      message,
      ...(replyTo ? { replyTo } : {}),
      ...(clientId ? { clientId } : {}),
    });
  }
}

function parseFrame(data: RawData): ClientFrame | null {
  try {
    const parsed = ClientFrame.safeParse(JSON.parse(data.toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
