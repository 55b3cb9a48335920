import { PlatformSettings, PlatformSettingsView } from "../admin/settings";
import { adminAccess } from "./admin";
import { defineRoute } from "./define";

/** The platform settings (product policy as data), superAdmin only like every /admin route. */
export const adminSettings = {
  read: defineRoute({
    method: "GET",
    path: "/admin/settings",
    summary: "The platform settings in force (retention, reminders, chat email delay, imports)",
    ...adminAccess,
    response: { 200: PlatformSettingsView },
    errors: [],
  }),
  update: defineRoute({
    method: "PUT",
    path: "/admin/settings",
    summary: "Put new platform settings in force (the previous ones stay as history)",
    ...adminAccess,
    body: PlatformSettings,
    response: { 200: PlatformSettingsView },
    errors: [],
  }),
} as const;
