import { z } from "zod";
import type { Role } from "../enums";
import { cursorPage } from "../offers/pagination";

/** What a notification is about; each user picks a delivery mode per category. */
export const notificationCategories = [
  "applications",
  "offers",
  "interviews",
  "candidates",
  "budgets",
  "messages",
] as const;
export const NotificationCategory = z.enum(notificationCategories);
export type NotificationCategory = z.infer<typeof NotificationCategory>;

/** in-app only, email at once, one daily digest email, or nothing at all. */
export const notificationModes = ["in_app", "email", "digest", "off"] as const;
export const NotificationMode = z.enum(notificationModes);
export type NotificationMode = z.infer<typeof NotificationMode>;

/** The categories each role can receive (and so sees in its settings). */
export const notificationCategoriesByRole: Record<Role, readonly NotificationCategory[]> = {
  developer: ["applications", "offers", "interviews", "messages"],
  customer: ["candidates", "interviews", "budgets"],
  customerAssociate: ["candidates", "interviews", "budgets"],
  matchers: ["candidates", "interviews", "budgets", "messages"],
  superAdmin: ["candidates", "interviews", "budgets", "messages"],
  hardInterviewer: ["interviews"],
};

export const defaultNotificationMode: Record<NotificationCategory, NotificationMode> = {
  applications: "email",
  offers: "email",
  interviews: "email",
  candidates: "email",
  budgets: "email",
  messages: "email",
};

/**
 * What happened. The web and the emails word each kind from its params in the reader's
 * language; a test checks every kind has its words in both.
 */
export const notificationKinds = [
  "candidate.status",
  "offer.invitation",
  "interview.scheduled",
  "interview.rescheduled",
  "interview.cancelled",
  "candidate.presented",
  "candidate.decided",
  "budget.sent",
  "budget.answered",
  "chat.message",
] as const;
export const NotificationKind = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const notificationKindCategory: Record<NotificationKind, NotificationCategory> = {
  "candidate.status": "applications",
  "offer.invitation": "offers",
  "interview.scheduled": "interviews",
  "interview.rescheduled": "interviews",
  "interview.cancelled": "interviews",
  "candidate.presented": "candidates",
  "candidate.decided": "candidates",
  "budget.sent": "budgets",
  "budget.answered": "budgets",
  "chat.message": "messages",
};

/** Values a notification's wording needs (names, titles, statuses as codes, counts). */
export const NotificationParams = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type NotificationParams = z.infer<typeof NotificationParams>;

export const Notification = z.object({
  id: z.uuid(),
  category: NotificationCategory,
  kind: NotificationKind,
  params: NotificationParams,
  /** A path in the web app (no origin, no locale prefix). */
  link: z.string().nullable(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationListQuery = z.strictObject({
  unread: z.enum(["true", "false"]).optional(),
  ...cursorPage,
});
export const NotificationList = z.object({
  items: z.array(Notification),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationUnread = z.object({ count: z.number().int().min(0) });

export const NotificationSetting = z.strictObject({
  category: NotificationCategory,
  mode: NotificationMode,
});
/** My modes for the categories of my role (PUT: any subset; the rest stay as they are). */
export const NotificationSettings = z.strictObject({
  settings: z.array(NotificationSetting).max(notificationCategories.length),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** One-click unsubscribe (RFC 8058): the signed token names the user and the category. */
export const UnsubscribeQuery = z.strictObject({ token: z.string().min(20).max(400) });
export const UnsubscribeInfo = z.object({ category: NotificationCategory, mode: NotificationMode });
