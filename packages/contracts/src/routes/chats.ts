import { z } from "zod";
import {
  AssignChatRequest,
  ChatAttachment,
  ChatDetail,
  ChatInbox,
  ChatInboxQuery,
  ChatMessage,
  ChatMessagePage,
  ChatMessagesQuery,
  ChatUnread,
  MarkChatReadRequest,
  SendChatMessageRequest,
} from "../messaging/chat";
import { IdParams } from "../offers/pagination";
import { createdOrExisting, defineRoute, noContent } from "./define";

const readers = { action: "chats.read", tags: ["chats"] } as const;
const writers = { action: "chats.write", tags: ["chats"] } as const;
const AttachmentParams = z.strictObject({ id: z.uuid(), attachmentId: z.uuid() });

/**
 * The developer ↔ matchers chat over HTTP (the WebSocket delivers the same
 * messages live). A developer reaches only their own chat; staff reach every chat.
 */
export const chats = {
  inbox: defineRoute({
    method: "GET",
    path: "/chats",
    summary: "The matchers' inbox: every developer conversation, unread first",
    action: "chats.inbox",
    tags: ["chats"],
    query: ChatInboxQuery,
    response: { 200: ChatInbox },
    errors: [],
  }),
  unread: defineRoute({
    method: "GET",
    path: "/chats/unread",
    summary: "How many conversations have messages I have not read",
    ...readers,
    response: { 200: ChatUnread },
    errors: [],
  }),
  get: defineRoute({
    method: "GET",
    path: "/chats/:id",
    summary: "One conversation: its developer, assignee, unread count and read positions",
    ...readers,
    params: IdParams,
    response: { 200: ChatDetail },
    errors: ["NOT_FOUND"],
  }),
  messages: defineRoute({
    method: "GET",
    path: "/chats/:id/messages",
    summary: "A conversation's messages, oldest first: the latest page, older pages or a backfill",
    ...readers,
    params: IdParams,
    query: ChatMessagesQuery,
    response: { 200: ChatMessagePage },
    errors: ["NOT_FOUND"],
  }),
  send: defineRoute({
    method: "POST",
    path: "/chats/:id/messages",
    summary: "Send a message (idempotent by clientId: a resend returns the first message)",
    ...writers,
    params: IdParams,
    body: SendChatMessageRequest,
    response: createdOrExisting(ChatMessage),
    errors: ["NOT_FOUND", "CHAT_ATTACHMENT_UNAVAILABLE"],
  }),
  upload: defineRoute({
    method: "POST",
    path: "/chats/:id/attachments",
    summary: "Upload a file to send next (multipart field 'file': PDF, PNG, JPEG or WebP, 5 MB)",
    ...writers,
    params: IdParams,
    consumes: "multipart/form-data",
    response: { 201: ChatAttachment },
    errors: ["NOT_FOUND", "UNSUPPORTED_FILE"],
  }),
  attachment: defineRoute({
    method: "GET",
    path: "/chats/:id/attachments/:attachmentId",
    summary: "Download a file sent in the conversation",
    ...readers,
    params: AttachmentParams,
    response: {},
    otherAnswers: [
      {
        status: 200,
        description: "The file (as an attachment download)",
        contentType: "application/pdf, image/png, image/jpeg, image/webp",
      },
    ],
    errors: ["NOT_FOUND"],
  }),
  read: defineRoute({
    method: "POST",
    path: "/chats/:id/read",
    summary: "Mark the conversation read up to a message (read receipts)",
    ...readers,
    params: IdParams,
    body: MarkChatReadRequest,
    response: { 204: noContent },
    errors: ["NOT_FOUND"],
  }),
  assign: defineRoute({
    method: "PUT",
    path: "/chats/:id/assignee",
    summary: "Take a conversation (or hand it back to the team with userId null)",
    action: "chats.assign",
    tags: ["chats"],
    params: IdParams,
    body: AssignChatRequest,
    response: { 200: ChatDetail },
    errors: ["NOT_FOUND"],
  }),
} as const;

/** The WebSocket upgrade (frames: contracts messaging/realtime.ts). */
export const realtime = {
  connect: defineRoute({
    method: "GET",
    path: "/realtime",
    summary: "WebSocket for live chat messages, read receipts and notifications",
    description:
      "Upgrade with the bearer token as the first message (never in the URL). Events are JSON frames; after a reconnect, clients backfill missed messages with GET /chats/{id}/messages.",
    action: "realtime.connect",
    tags: ["realtime"],
    response: {},
    otherAnswers: [
      {
        status: 101,
        description:
          "Switching Protocols. Send {type:'auth', token} first; frames are contracts' ClientFrame/ServerFrame",
      },
    ],
    errors: [],
  }),
} as const;
