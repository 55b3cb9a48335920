import { desc, eq } from "drizzle-orm";
import { platformSettings, users } from "../schema";
import type { Executor } from "./executor";

export interface StoredPlatformSettings {
  /** Unvalidated JSON: callers parse it with contracts' PlatformSettings. */
  settings: Record<string, unknown>;
  createdAt: Date;
  createdByName: string | null;
}

/** The platform settings in force (the newest row), or null before the first save. */
export async function currentPlatformSettings(
  db: Executor,
): Promise<StoredPlatformSettings | null> {
  const [row] = await db
    .select({
      settings: platformSettings.settings,
      createdAt: platformSettings.createdAt,
      createdByName: users.fullName,
    })
    .from(platformSettings)
    .leftJoin(users, eq(users.id, platformSettings.createdBy))
    .orderBy(desc(platformSettings.createdAt))
    .limit(1);
  return row ?? null;
}

/** Puts new settings in force; the older rows stay as their history. */
export async function insertPlatformSettings(
  db: Executor,
  params: { settings: Record<string, unknown>; createdBy: string | null },
): Promise<void> {
  await db.insert(platformSettings).values(params);
}
