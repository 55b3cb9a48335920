import type {
  ChatSide,
  NotificationCategory,
  NotificationKind,
  NotificationMode,
} from "@encaja/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, ref, timestamptz, updatedAtColumn } from "./columns";
import { chats } from "./developers";
import { users } from "./identity";

/**
 * A chat message. `seq` is one global, increasing sequence: a client that saw
 * messages up to seq N backfills with `seq > N`, in order, on any API instance.
 * `client_id` makes a resend after a dropped connection idempotent.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: idColumn(),
    chatId: ref.owner("chat_id", () => chats.id),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    senderUserId: ref.cleared("sender_user_id", () => users.id),
    /** Which side wrote it; kept when the sender's account is deleted. */
    senderSide: text("sender_side").$type<ChatSide>().notNull(),
    body: text("body").notNull().default(""),
    clientId: uuid("client_id").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("chat_messages_seq_key").on(t.seq),
    index("chat_messages_chat_seq_idx").on(t.chatId, t.seq),
    uniqueIndex("chat_messages_client_key").on(t.chatId, t.clientId),
    check("chat_messages_side_check", sql`${t.senderSide} in ('developer','staff')`),
  ],
);

/** A file sent in a chat (PDF or image), uploaded first, then attached to one message. */
export const chatAttachments = pgTable(
  "chat_attachments",
  {
    id: idColumn(),
    chatId: ref.owner("chat_id", () => chats.id),
    messageId: uuid("message_id").references(() => chatMessages.id, { onDelete: "cascade" }),
    uploaderUserId: ref.cleared("uploader_user_id", () => users.id),
    /** The stored file's name in the uploads store (never a path from the client). */
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    mime: text("mime").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("chat_attachments_message_idx").on(t.messageId),
    index("chat_attachments_chat_idx").on(t.chatId),
    // The per-user quota sums a user's files not yet sent, on every upload.
    index("chat_attachments_unsent_by_uploader_idx")
      .on(t.uploaderUserId)
      .where(sql`${t.messageId} is null`),
  ],
);

/**
 * How far a participant has read a chat (read receipts, unread counts), and up to where the
 * delayed "new messages" email already covered (one email per burst).
 */
export const chatReads = pgTable(
  "chat_reads",
  {
    chatId: ref.owner("chat_id", () => chats.id),
    userId: ref.owner("user_id", () => users.id),
    lastReadSeq: bigint("last_read_seq", { mode: "number" }).notNull().default(0),
    emailedThroughSeq: bigint("emailed_through_seq", { mode: "number" }).notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index("chat_reads_user_idx").on(t.userId)],
);

/**
 * An in-app notification, written in the transaction of the change that causes it. The web
 * and the emails word it from `kind` + `params` in the reader's language. `group_key` folds a
 * burst (new chat messages) into one unread notification. `email_state`: what the email
 * channel did with it (none, queued now, waiting for the daily digest, digested).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: idColumn(),
    userId: ref.owner("user_id", () => users.id),
    category: text("category").$type<NotificationCategory>().notNull(),
    kind: text("kind").$type<NotificationKind>().notNull(),
    params: jsonb("params").$type<Record<string, string | number | null>>().notNull().default({}),
    /** A path in the web app (no origin), e.g. /dashboard/applications. */
    link: text("link"),
    groupKey: text("group_key"),
    emailState: text("email_state").notNull().default("none"),
    readAt: timestamptz("read_at"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex("notifications_unread_group_key")
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
    index("notifications_digest_idx").on(t.userId).where(sql`${t.emailState} = 'digest'`),
    check(
      "notifications_email_state_check",
      sql`${t.emailState} in ('none','queued','digest','digested')`,
    ),
  ],
);

/** Each user's delivery choice per notification category (absent: the category's default). */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: ref.owner("user_id", () => users.id),
    category: text("category").$type<NotificationCategory>().notNull(),
    mode: text("mode").$type<NotificationMode>().notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category] }),
    check("notification_settings_mode_check", sql`${t.mode} in ('in_app','email','digest','off')`),
  ],
);

/**
 * Keys the API instances share, created once on first use (e.g. `unsubscribe`: the HMAC key
 * that signs one-click unsubscribe links, which must outlive restarts and work on every
 * instance). Never sent to clients.
 */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  key: text("key").notNull(),
  createdAt: createdAtColumn(),
});
