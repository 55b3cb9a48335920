import { IdParams } from "../offers/pagination";
import { PublicProfile, PublicProfileSettings } from "../presentations";
import { defineRoute } from "./define";

/** Developer-controlled public profiles. */
export const publicProfiles = {
  get: defineRoute({
    method: "GET",
    path: "/public-profiles/:id",
    action: "publicProfiles.read",
    summary: "A developer's public profile (no contact data), while the developer keeps it on",
    tags: ["public-profiles"],
    params: IdParams,
    response: { 200: PublicProfile },
    errors: ["NOT_FOUND"],
  }),
  settings: defineRoute({
    method: "GET",
    path: "/developers/me/public-profile",
    action: "developers.self",
    summary: "The developer's public-profile settings",
    tags: ["developers"],
    response: { 200: PublicProfileSettings },
    errors: [],
  }),
  saveSettings: defineRoute({
    method: "PUT",
    path: "/developers/me/public-profile",
    action: "developers.self",
    summary: "Turn the public profile on or off and choose whether search engines may index it",
    tags: ["developers"],
    body: PublicProfileSettings,
    response: { 200: PublicProfileSettings },
    errors: [],
  }),
} as const;
