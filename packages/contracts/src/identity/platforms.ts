import { z } from "zod";
import { PlatformLinkApproval } from "../enums";

export const platforms = [
  "github",
  "gitlab",
  "linkedin",
  "stackoverflow",
  "portfolio",
  "other",
] as const;
export const Platform = z.enum(platforms);
export type Platform = z.infer<typeof Platform>;

export const HttpUrl = z
  .url({ protocol: /^https?$/, message: "Enter a full http(s) URL" })
  .max(2048);

export const CreatePlatformLinkRequest = z.strictObject({ platform: Platform, url: HttpUrl });
export type CreatePlatformLinkRequest = z.infer<typeof CreatePlatformLinkRequest>;

export const PlatformLink = z.object({
  id: z.uuid(),
  platform: Platform,
  url: z.string(),
  approval: PlatformLinkApproval,
  createdAt: z.iso.datetime(),
});
export type PlatformLink = z.infer<typeof PlatformLink>;

/** The spec shows POST /platforms answering `{data}`. */
export const CreatePlatformLinkResponse = z.object({ data: PlatformLink });
