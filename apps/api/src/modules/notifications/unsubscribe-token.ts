import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { NotificationCategory } from "@encaja/contracts";
import { type Executor, serverKey } from "@encaja/db/queries";

/** Keys per database handle: one process may serve several databases (tests). */
const keys = new WeakMap<object, Promise<Buffer>>();

function unsubscribeKey(db: Executor): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = serverKey(db, "unsubscribe", randomBytes(32).toString("base64url")).then((k) =>
      Buffer.from(k, "base64url"),
    );
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const mac = (key: Buffer, userId: string, category: string) =>
  createHmac("sha256", key).update(`unsubscribe:${userId}:${category}`).digest();

/** A one-click unsubscribe token: base64url("userId.category.mac"), valid until the key changes. */
export async function unsubscribeToken(
  db: Executor,
  userId: string,
  category: NotificationCategory,
): Promise<string> {
  const key = await unsubscribeKey(db);
  const signature = mac(key, userId, category).toString("base64url");
  return Buffer.from(`${userId}.${category}.${signature}`).toString("base64url");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user and category a token names, or null when it is malformed or forged. */
export async function verifyUnsubscribeToken(
  db: Executor,
  token: string,
): Promise<{ userId: string; category: NotificationCategory } | null> {
  const parts = Buffer.from(token, "base64url").toString("utf8").split(".");
  if (parts.length !== 3) return null;
  const [userId = "", rawCategory = "", signature = ""] = parts;
  const category = NotificationCategory.safeParse(rawCategory);
  if (!UUID.test(userId) || !category.success) return null;
  const expected = mac(await unsubscribeKey(db), userId, category.data);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, category: category.data };
}
