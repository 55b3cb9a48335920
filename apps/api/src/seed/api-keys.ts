import { randomBytes } from "node:crypto";
import { API_KEY_PREFIX, API_KEY_PREFIX_LENGTH } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { customerIdOfUser, findUserByEmail, listApiKeys } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { sql } from "drizzle-orm";
import { hashToken } from "../modules/auth/tokens";

export const DEMO_API_KEY_NAME = "Sincronización con el ATS";

/**
 * The demo customer's one API key, read-only and used two days ago, so the integrations page
 * has a row from the first start. Its secret is random and thrown away: nobody can use it.
 */
export async function seedDemoApiKeys(db: Db): Promise<void> {
  const owner = await findUserByEmail(db, "customer@demo.encaja.dev");
  if (!owner) return;
  const customerId = await customerIdOfUser(db, owner.id);
  if (!customerId) return;
  const existing = await listApiKeys(db, { userId: owner.id });
  if (existing.some((key) => key.name === DEMO_API_KEY_NAME)) return;
  const secret = randomBytes(32).toString("base64url");
  await db.insert(schema.apiKeys).values({
    userId: owner.id,
    customerId,
    name: DEMO_API_KEY_NAME,
    prefix: `${API_KEY_PREFIX}${secret.slice(0, API_KEY_PREFIX_LENGTH)}`,
    keyHash: hashToken(`${API_KEY_PREFIX}${secret}`),
    readOnly: true,
    createdAt: sql`now() - interval '30 days'`,
    lastUsedAt: sql`now() - interval '2 days'`,
  });
}
