import type { Db } from "@encaja/db/client";
import {
  deleteStaleDrafts,
  type ErasedUser,
  eraseUser,
  findUnclaimedSourcedProfiles,
  recordAudit,
  rowsOf,
} from "@encaja/db/queries";
import { sql } from "drizzle-orm";
import type { PhotoFiles } from "../files/photos";
import { platformSettingsOf } from "../platform-settings/platform-settings.service";
import { removeErasedFiles } from "../users/account.service";

/** Arbitrary constant: one API instance applies the retention periods at a time. */
const RETENTION_LOCK_KEY = 7_234_019;
/** Profiles erased per run: a first run on a large import must not hold one huge transaction. */
const RETENTION_BATCH = 200;
const DAY_MS = 86_400_000;

export interface RetentionResult {
  erasedProfiles: number;
  attempts: number;
  offers: number;
}

/**
 * Retention (ADR 0034): erases unclaimed sourced profiles older than the platform setting
 * `retentionSourcedDays` with the account erasure, and deletes drafts older than
 * `retentionDraftDays` (both read on each run). Each erased
 * profile and each draft clean-up leaves a `privacy.retention` audit entry. Returns null when
 * another instance holds the lock. Throws, erasing nothing, while the file storage is
 * unreachable: erased profiles' files must be deleted right after the commit.
 */
export async function applyRetention(
  db: Db,
  now: Date,
  photos: PhotoFiles,
): Promise<RetentionResult | null> {
  await photos.files.check();
  const { retentionSourcedDays, retentionDraftDays } = await platformSettingsOf(db);
  const sourcedBefore = new Date(now.getTime() - retentionSourcedDays * DAY_MS);
  const draftsBefore = new Date(now.getTime() - retentionDraftDays * DAY_MS);
  const outcome = await db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`,
    );
    const [lock] = rowsOf<{ locked: boolean }>(result);
    if (!lock?.locked) return null;
    const erased: ErasedUser[] = [];
    for (const profile of await findUnclaimedSourcedProfiles(tx, sourcedBefore, RETENTION_BATCH)) {
      erased.push(await eraseUser(tx, profile.userId));
      await recordAudit(tx, {
        action: "privacy.retention",
        subjectUserId: profile.userId,
        details: {
          erased: "sourced_profile",
          profileSource: profile.profileSource,
          days: retentionSourcedDays,
        },
        target: { type: "developer", id: profile.developerId },
      });
    }
    const drafts = await deleteStaleDrafts(tx, draftsBefore);
    if (drafts.attempts + drafts.offers > 0) {
      await recordAudit(tx, {
        action: "privacy.retention",
        details: { erased: "drafts", ...drafts, days: retentionDraftDays },
      });
    }
    return { erased, drafts };
  });
  if (!outcome) return null;
  // Files go once the erasure committed (a rollback must not lose them).
  for (const erased of outcome.erased) {
    await removeErasedFiles(erased, photos);
  }
  return { erasedProfiles: outcome.erased.length, ...outcome.drafts };
}
