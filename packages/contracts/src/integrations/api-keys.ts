import { z } from "zod";
import type { Action } from "../permissions";

/** Every API key starts with this, so a bearer token says which kind it is. */
export const API_KEY_PREFIX = "ek_";
/** `ek_` and 32 random bytes in base64url (43 characters). */
export const API_KEY_PATTERN = /^ek_[A-Za-z0-9_-]{43}$/;
/** How many characters after `ek_` a key's `prefix` keeps, so people can tell keys apart. */
export const API_KEY_PREFIX_LENGTH = 8;
export const API_KEY_NAME_MAX = 80;

export const isApiKeyToken = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/**
 * What a key can never do, whoever owns it: manage keys (a leaked key must not mint more),
 * nor the account, password or sessions of its owner. Every `auth.*` action is included.
 */
const forbiddenToKeys: readonly Action[] = [
  "apiKeys.manage",
  "account.self",
  "users.me.changePassword",
  "users.me.delete",
];

export function isForbiddenToApiKeys(action: Action): boolean {
  return action.startsWith("auth.") || forbiddenToKeys.includes(action);
}

/** Read-only keys may only read: these methods change nothing. */
export const isReadMethod = (method: string): boolean => method === "GET" || method === "HEAD";

const timestamp = z.iso.datetime({ offset: true });

/** One key as its list shows it; the key itself is never shown again after creation. */
export const ApiKey = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `ek_` and the key's first characters, e.g. `ek_Q2xhdmVz`. */
  prefix: z.string(),
  readOnly: z.boolean(),
  createdAt: timestamp,
  /** Updated at most once a minute. */
  lastUsedAt: timestamp.nullable(),
  /** Who made it: the key acts as this person. */
  owner: z.object({ userId: z.uuid(), name: z.string() }),
  /** The caller made it (a company owner also sees, and may revoke, associates' keys). */
  mine: z.boolean(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** What the caller may do with keys, and the company's rule for associates. */
export const ApiKeySettings = z.object({
  /** The company's setting; null for superAdmin, who has no company. */
  associatesMayCreate: z.boolean().nullable(),
  canCreate: z.boolean(),
  /** Only the company owner changes `associatesMayCreate`. */
  canChangeSettings: z.boolean(),
});
export type ApiKeySettings = z.infer<typeof ApiKeySettings>;

/** GET /api-keys: the live (not revoked) keys the caller can see, newest first. */
export const ApiKeyList = z.object({ items: z.array(ApiKey), settings: ApiKeySettings });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const CreateApiKeyRequest = z.strictObject({
  name: z.string().trim().min(1).max(API_KEY_NAME_MAX),
  /** A read-only key is refused (403 API_KEY_READ_ONLY) on anything but GET. */
  readOnly: z.boolean().default(false),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

/** POST /api-keys answer: the only time `key` is ever shown. */
export const CreatedApiKey = z.object({
  id: z.uuid(),
  name: z.string(),
  key: z.string().regex(API_KEY_PATTERN),
  prefix: z.string(),
  readOnly: z.boolean(),
  createdAt: timestamp,
});
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const UpdateApiKeySettingsRequest = z.strictObject({ associatesMayCreate: z.boolean() });
export type UpdateApiKeySettingsRequest = z.infer<typeof UpdateApiKeySettingsRequest>;
