import {
  API_KEY_PREFIX,
  API_KEY_PREFIX_LENGTH,
  type ApiKeyList,
  type ApiKeySettings,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  associatesMayCreateApiKeys,
  customerIdOfUser,
  insertApiKey,
  listApiKeys,
  recordAudit,
  revokeApiKey,
  setAssociatesMayCreateApiKeys,
} from "@encaja/db/queries";
import { appError, forbidden, notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { hashToken, newToken } from "../auth/tokens";

/** Whose keys the caller manages: a company's people act in it; superAdmin has none. */
interface KeyScope {
  companyId: string | null;
  isCompanyOwner: boolean;
  settings: ApiKeySettings;
}

async function scopeOf(db: Db, auth: AuthContext): Promise<KeyScope> {
  if (auth.role === "superAdmin") {
    return {
      companyId: null,
      isCompanyOwner: false,
      settings: { associatesMayCreate: null, canCreate: true, canChangeSettings: false },
    };
  }
  const companyId = await customerIdOfUser(db, auth.userId);
  if (!companyId) throw forbidden();
  const isCompanyOwner = auth.role === "customer";
  const associatesMayCreate = await associatesMayCreateApiKeys(db, companyId);
  return {
    companyId,
    isCompanyOwner,
    settings: {
      associatesMayCreate,
      canCreate: isCompanyOwner || associatesMayCreate,
      canChangeSettings: isCompanyOwner,
    },
  };
}

const apiKeyTarget = (id: string) => ({ type: "api_key", id });

/** The caller's live keys; a company owner sees (and may revoke) the whole company's. */
export async function listKeys(db: Db, auth: AuthContext): Promise<ApiKeyList> {
  const scope = await scopeOf(db, auth);
  const rows = await listApiKeys(
    db,
    scope.isCompanyOwner && scope.companyId
      ? { customerId: scope.companyId }
      : { userId: auth.userId },
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      readOnly: row.readOnly,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      owner: { userId: row.userId, name: row.ownerName },
      mine: row.userId === auth.userId,
    })),
    settings: scope.settings,
  };
}

/**
 * A new key: 32 random bytes after `ek_`, shown in this answer only. The database keeps its
 * SHA-256 (see findApiKeyOwner) and the first characters, so people can tell keys apart.
 */
export async function createKey(
  db: Db,
  auth: AuthContext,
  input: CreateApiKeyRequest,
): Promise<CreatedApiKey> {
  const scope = await scopeOf(db, auth);
  if (!scope.settings.canCreate) {
    throw appError("FORBIDDEN", "The company owner does not allow associates to create API keys");
  }
  const secret = newToken();
  const key = `${API_KEY_PREFIX}${secret}`;
  const prefix = `${API_KEY_PREFIX}${secret.slice(0, API_KEY_PREFIX_LENGTH)}`;
  const row = await db.transaction(async (tx) => {
    const created = await insertApiKey(tx, {
      userId: auth.userId,
      customerId: scope.companyId,
      name: input.name,
      prefix,
      keyHash: hashToken(key),
      readOnly: input.readOnly,
    });
    await recordAudit(tx, {
      action: "api_key.created",
      actorUserId: auth.userId,
      subjectUserId: auth.userId,
      target: apiKeyTarget(created.id),
      details: { name: created.name, prefix, readOnly: created.readOnly },
    });
    return created;
  });
  return {
    id: row.id,
    name: row.name,
    key,
    prefix,
    readOnly: row.readOnly,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Revokes one of the caller's keys (or, for a company owner, one of the company's): 404 otherwise. */
export async function revokeKey(db: Db, auth: AuthContext, id: string): Promise<void> {
  const scope = await scopeOf(db, auth);
  await db.transaction(async (tx) => {
    const revoked = await revokeApiKey(tx, id, {
      userId: auth.userId,
      companyId: scope.isCompanyOwner ? scope.companyId : null,
    });
    if (!revoked) throw notFound("API key");
    await recordAudit(tx, {
      action: "api_key.revoked",
      actorUserId: auth.userId,
      subjectUserId: revoked.userId,
      target: apiKeyTarget(revoked.id),
      details: { name: revoked.name },
    });
  });
}

/** The company owner allows associates to create keys, or stops them (existing keys stay). */
export async function updateKeySettings(
  db: Db,
  auth: AuthContext,
  associatesMayCreate: boolean,
): Promise<ApiKeySettings> {
  const scope = await scopeOf(db, auth);
  if (!scope.isCompanyOwner || !scope.companyId) throw forbidden();
  const companyId = scope.companyId;
  await db.transaction(async (tx) => {
    await setAssociatesMayCreateApiKeys(tx, companyId, associatesMayCreate);
    await recordAudit(tx, {
      action: "api_key.settings_changed",
      actorUserId: auth.userId,
      target: { type: "customer", id: companyId },
      details: { associatesMayCreate },
    });
  });
  return { ...scope.settings, associatesMayCreate };
}
