import { PlatformSettings, PlatformSettingsView } from "../admin/settings";
import { defineRoute } from "./define";

const admin = { action: "admin.manage", tags: ["admin"] } as const;

/** The platform settings (product policy as data), superAdmin only like every /admin route. */
export const adminSettings = {
  read: defineRoute({
    method: "GET",
    path: "/admin/settings",
    summary: "The platform settings in force (retention, reminders, chat email delay, imports)",
    ...admin,
    response: { 200: PlatformSettingsView },
    errors: [],
  }),
  update: defineRoute({
    method: "PUT",
    path: "/admin/settings",
    summary: "Put new platform settings in force (the previous ones stay as history)",
    ...admin,
    body: PlatformSettings,
    response: { 200: PlatformSettingsView },
    errors: [],
  }),
} as const;
