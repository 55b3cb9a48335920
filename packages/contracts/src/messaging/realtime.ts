import { z } from "zod";
import { ErrorCode } from "../errors";
import { CHAT_MESSAGE_MAX_CHARS, ChatMessage, ChatSeq, ChatSide } from "./chat";
import { Notification } from "./notifications";

export * from "./realtime-protocol";

/**
 * The frames of the WebSocket at `GET /realtime` (ADR 0028). The token never travels in the URL:
 * the first frame authenticates. Every frame is one JSON object, at most REALTIME_MAX_FRAME_BYTES.
 */
export const ClientFrame = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("auth"), token: z.string().min(20).max(200) }),
  /** Start receiving a chat's events; `after`: the last seq seen (backfill what was missed). */
  z.strictObject({
    type: z.literal("subscribe"),
    chatId: z.uuid(),
    after: ChatSeq.optional(),
  }),
  z.strictObject({ type: z.literal("unsubscribe"), chatId: z.uuid() }),
  z.strictObject({
    type: z.literal("send"),
    chatId: z.uuid(),
    clientId: z.uuid(),
    body: z.string().max(CHAT_MESSAGE_MAX_CHARS * 2),
    attachmentId: z.uuid().optional(),
  }),
  z.strictObject({ type: z.literal("read"), chatId: z.uuid(), seq: ChatSeq }),
  z.strictObject({ type: z.literal("ping") }),
]);
export type ClientFrame = z.infer<typeof ClientFrame>;

export const ServerFrame = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ready"), userId: z.uuid() }),
  /** Backfill (after `subscribe`) and live messages alike; clients de-duplicate by seq. */
  z.object({ type: z.literal("message"), message: ChatMessage }),
  /** Sent once the backfill of a `subscribe` is complete; live messages follow. */
  z.object({ type: z.literal("subscribed"), chatId: z.uuid(), lastSeq: ChatSeq }),
  z.object({
    type: z.literal("read"),
    chatId: z.uuid(),
    side: ChatSide,
    userId: z.uuid(),
    seq: ChatSeq,
  }),
  z.object({
    type: z.literal("notification"),
    notification: Notification,
    unreadCount: z.number().int().min(0),
  }),
  /** My unread counts changed elsewhere (read on another tab, mark all read). */
  z.object({ type: z.literal("unread"), notifications: z.number().int().min(0) }),
  z.object({
    type: z.literal("error"),
    code: ErrorCode,
    message: z.string(),
    /** The frame type that failed, when the error answers one. */
    replyTo: z.string().optional(),
    clientId: z.uuid().optional(),
  }),
  z.object({ type: z.literal("pong") }),
]);
export type ServerFrame = z.infer<typeof ServerFrame>;
