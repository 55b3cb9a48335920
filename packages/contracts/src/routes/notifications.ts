import {
  NotificationList,
  NotificationListQuery,
  NotificationSettings,
  NotificationUnread,
  UnsubscribeInfo,
  UnsubscribeQuery,
} from "../messaging/notifications";
import { IdParams } from "../offers/pagination";
import { defineRoute, noContent } from "./define";

const self = { action: "notifications.self", tags: ["notifications"] } as const;
const unsubscribe = { action: "notifications.unsubscribe", tags: ["notifications"] } as const;

/** In-app notifications, delivery preferences and one-click unsubscribe. */
export const notifications = {
  list: defineRoute({
    method: "GET",
    path: "/notifications",
    summary: "My notifications, newest first, with the unread count",
    ...self,
    query: NotificationListQuery,
    response: { 200: NotificationList },
    errors: [],
  }),
  unread: defineRoute({
    method: "GET",
    path: "/notifications/unread",
    summary: "How many notifications I have not read (the bell)",
    ...self,
    response: { 200: NotificationUnread },
    errors: [],
  }),
  markRead: defineRoute({
    method: "POST",
    path: "/notifications/:id/read",
    summary: "Mark one of my notifications read",
    ...self,
    params: IdParams,
    response: { 204: noContent },
    errors: ["NOT_FOUND"],
  }),
  markAllRead: defineRoute({
    method: "POST",
    path: "/notifications/read-all",
    summary: "Mark all my notifications read",
    ...self,
    response: { 204: noContent },
    errors: [],
  }),
  settings: defineRoute({
    method: "GET",
    path: "/notifications/settings",
    summary: "My delivery mode per category (the categories of my role)",
    ...self,
    response: { 200: NotificationSettings },
    errors: [],
  }),
  putSettings: defineRoute({
    method: "PUT",
    path: "/notifications/settings",
    summary: "Change delivery modes (only categories of my role)",
    ...self,
    body: NotificationSettings,
    response: { 200: NotificationSettings },
    errors: [],
  }),
  unsubscribeInfo: defineRoute({
    method: "GET",
    path: "/notifications/unsubscribe",
    summary: "What an unsubscribe link would switch off (changes nothing)",
    ...unsubscribe,
    query: UnsubscribeQuery,
    response: { 200: UnsubscribeInfo },
    errors: ["UNSUBSCRIBE_LINK_INVALID"],
  }),
  unsubscribe: defineRoute({
    method: "POST",
    path: "/notifications/unsubscribe",
    summary: "One-click unsubscribe (RFC 8058): stop emails of the link's category",
    ...unsubscribe,
    query: UnsubscribeQuery,
    response: { 200: UnsubscribeInfo },
    errors: ["UNSUBSCRIBE_LINK_INVALID"],
  }),
} as const;
