import { z } from "zod";
import { cursorList, cursorPage, Limit } from "../offers/pagination";

/** Developer ↔ matchers chat. Limits shared by the API, the socket and the web. */
export const CHAT_MESSAGE_MAX_CHARS = 4000;
export const CHAT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** What a chat accepts as an attachment (sniffed from the bytes, not the file name). */
export const chatAttachmentTypes = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/webp",
] as const;
export const ChatAttachmentType = z.enum(chatAttachmentTypes);
export type ChatAttachmentType = z.infer<typeof ChatAttachmentType>;

/** Who wrote a message: the developer or someone of the matchers team. */
export const chatSides = ["developer", "staff"] as const;
export const ChatSide = z.enum(chatSides);
export type ChatSide = z.infer<typeof ChatSide>;

/** A message's position in the global, increasing sequence (backfill: everything after N). */
export const ChatSeq = z.number().int().min(0);

export const ChatAttachment = z.object({
  id: z.uuid(),
  fileName: z.string(),
  mime: ChatAttachmentType,
  sizeBytes: z.number().int().positive(),
});
export type ChatAttachment = z.infer<typeof ChatAttachment>;

export const ChatMessage = z.object({
  id: z.uuid(),
  chatId: z.uuid(),
  seq: ChatSeq,
  clientId: z.uuid(),
  sender: z.object({
    side: ChatSide,
    /** null once the sender's account is deleted. */
    userId: z.uuid().nullable(),
    name: z.string(),
  }),
  body: z.string(),
  attachment: ChatAttachment.nullable(),
  createdAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

const MessageBody = z
  .string()
  .trim()
  .max(CHAT_MESSAGE_MAX_CHARS, { message: `At most ${CHAT_MESSAGE_MAX_CHARS} characters` });

/**
 * A new message: text, an uploaded attachment, or both. `clientId` (a UUID the client makes)
 * makes a resend after a dropped connection return the first message, not a copy.
 */
export const SendChatMessageRequest = z
  .strictObject({
    clientId: z.uuid(),
    body: MessageBody.default(""),
    attachmentId: z.uuid().optional(),
  })
  .refine((m) => m.body.length > 0 || m.attachmentId, {
    message: "A message needs text or an attachment",
    path: ["body"],
  });
export type SendChatMessageRequest = z.infer<typeof SendChatMessageRequest>;

/** `?after=N`: the messages after seq N, oldest first (backfill). `?before=N`: older history. */
export const ChatMessagesQuery = z.strictObject({
  after: z.coerce.number().int().min(0).optional(),
  before: z.coerce.number().int().min(1).optional(),
  limit: Limit,
});
/** Oldest first. `nextCursor`: the `before` for the previous page (older), or null. */
export const ChatMessagePage = z.object({
  items: z.array(ChatMessage),
  nextCursor: z.string().nullable(),
});
export type ChatMessagePage = z.infer<typeof ChatMessagePage>;

export const ChatParticipant = z.object({ userId: z.uuid(), name: z.string() });

export const ChatDeveloper = z.object({
  professionalId: z.uuid(),
  hashedId: z.string(),
  name: z.string(),
  photoUrl: z.string().nullable(),
});

/** One conversation as its reader sees it. */
export const ChatDetail = z.object({
  id: z.uuid(),
  name: z.string(),
  developer: ChatDeveloper,
  assignedTo: ChatParticipant.nullable(),
  lastMessageSeq: ChatSeq,
  lastMessageAt: z.iso.datetime().nullable(),
  /** How far I have read, and how far the other side has (read receipts). */
  myLastReadSeq: ChatSeq,
  peerLastReadSeq: ChatSeq,
  unreadCount: z.number().int().min(0),
});
export type ChatDetail = z.infer<typeof ChatDetail>;

/** A row of the matchers' inbox. */
export const ChatInboxItem = z.object({
  id: z.uuid(),
  developer: ChatDeveloper,
  assignedTo: ChatParticipant.nullable(),
  lastMessage: z
    .object({ excerpt: z.string(), side: ChatSide, hasAttachment: z.boolean() })
    .nullable(),
  lastMessageAt: z.iso.datetime().nullable(),
  unreadCount: z.number().int().min(0),
});
export type ChatInboxItem = z.infer<typeof ChatInboxItem>;

export const chatAssignmentFilters = ["any", "me", "unassigned"] as const;
export const ChatAssignmentFilter = z.enum(chatAssignmentFilters);

/** Unread first, then the latest activity; `q` searches the developer's name. */
export const ChatInboxQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  /** Only developers who are candidates in this offer. */
  offerId: z.uuid().optional(),
  assigned: ChatAssignmentFilter.default("any"),
  ...cursorPage,
});
export const ChatInbox = cursorList(ChatInboxItem);
export type ChatInbox = z.infer<typeof ChatInbox>;

export const MarkChatReadRequest = z.strictObject({ seq: ChatSeq });
/** `userId: null` unassigns; a matcher may assign only themself, superAdmin anyone of staff. */
export const AssignChatRequest = z.strictObject({ userId: z.uuid().nullable() });

/** The chats with something unread for me (the nav badge). */
export const ChatUnread = z.object({ chats: z.number().int().min(0) });
