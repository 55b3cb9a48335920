import {
  ApiKeyList,
  ApiKeySettings,
  CreateApiKeyRequest,
  CreatedApiKey,
  UpdateApiKeySettingsRequest,
} from "../integrations/api-keys";
import { IdParams } from "../offers/pagination";
import { defineRoute, noContent } from "./define";

const keysOnlyBySession =
  "Needs a signed-in session: an API key cannot manage keys (403 API_KEY_NOT_ALLOWED).";

/** API keys of company people (and superAdmin's own), ADR 0057. */
export const apiKeys = {
  list: defineRoute({
    method: "GET",
    path: "/api-keys",
    action: "apiKeys.manage",
    summary: "The caller's live API keys (a company owner sees the whole company's)",
    description: keysOnlyBySession,
    tags: ["api-keys"],
    response: { 200: ApiKeyList },
    errors: [],
  }),
  create: defineRoute({
    method: "POST",
    path: "/api-keys",
    action: "apiKeys.manage",
    summary: "Create an API key; the answer is the only time the key is shown",
    description: `${keysOnlyBySession} Associates may create keys only if the company owner allows it (403 FORBIDDEN otherwise).`,
    tags: ["api-keys"],
    body: CreateApiKeyRequest,
    response: { 201: CreatedApiKey },
    errors: [],
  }),
  revoke: defineRoute({
    method: "DELETE",
    path: "/api-keys/:id",
    action: "apiKeys.manage",
    summary: "Revoke an API key: it stops working at once",
    description: `${keysOnlyBySession} People revoke their own keys; a company owner also revokes the company's.`,
    tags: ["api-keys"],
    params: IdParams,
    response: { 204: noContent },
    errors: ["NOT_FOUND"],
  }),
  updateSettings: defineRoute({
    method: "PATCH",
    path: "/api-keys/settings",
    action: "apiKeys.manage",
    summary: "Allow or stop associates creating API keys (company owner only)",
    description: keysOnlyBySession,
    tags: ["api-keys"],
    body: UpdateApiKeySettingsRequest,
    response: { 200: ApiKeySettings },
    errors: [],
  }),
} as const;
