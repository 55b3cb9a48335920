import {
  defaultPlatformSettings,
  PlatformSettings,
  type PlatformSettingsView,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  currentPlatformSettings,
  type Executor,
  insertPlatformSettings,
  recordAudit,
} from "@encaja/db/queries";
import type { auditMeta } from "../admin/audit-meta";

function settingsOfRow(stored: { settings: Record<string, unknown> } | null): PlatformSettings {
  if (!stored) return defaultPlatformSettings;
  const parsed = PlatformSettings.safeParse(stored.settings);
  // A row written by an older shape: the defaults rather than stopping every job that reads it.
  return parsed.success ? parsed.data : defaultPlatformSettings;
}

/**
 * The platform settings in force: the newest `platform_settings` row, or the defaults while
 * none has been saved. Read from the database on every use, with no cache: the readers are
 * hourly or half-minute jobs and the LinkedIn import (rare, and seconds of parsing), so a
 * save applies at once on every instance for the price of one indexed query.
 */
export async function platformSettingsOf(db: Executor): Promise<PlatformSettings> {
  return settingsOfRow(await currentPlatformSettings(db));
}

/** The settings in force with who saved them last (null before the first save). */
export async function platformSettingsView(db: Executor): Promise<PlatformSettingsView> {
  const stored = await currentPlatformSettings(db);
  return {
    settings: settingsOfRow(stored),
    updatedAt: stored ? stored.createdAt.toISOString() : null,
    updatedBy: stored?.createdByName ?? null,
  };
}

/** A new row goes in force, audited with the values; the older ones stay as the history. */
export async function savePlatformSettings(
  db: Db,
  meta: ReturnType<typeof auditMeta>,
  settings: PlatformSettings,
): Promise<PlatformSettingsView> {
  await db.transaction(async (tx) => {
    await insertPlatformSettings(tx, { settings, createdBy: meta.actorUserId });
    await recordAudit(tx, { action: "settings.updated", ...meta, details: { settings } });
  });
  return platformSettingsView(db);
}
