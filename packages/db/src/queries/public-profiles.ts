import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import {
  candidateDecisions,
  deepProfileSnapshots,
  developers,
  locations,
  stacks,
  users,
} from "../schema";
import { listDeveloperSkills, listExperiences } from "./developer-profile";
import { developerName } from "./developer-selections";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

export interface PublicProfileFlags {
  enabled: boolean;
  indexable: boolean;
}

export async function publicProfileFlags(
  db: Executor,
  developerId: string,
): Promise<PublicProfileFlags | undefined> {
  return firstRow(
    db
      .select({
        enabled: developers.publicProfileEnabled,
        indexable: developers.publicProfileIndexable,
      })
      .from(developers)
      .where(eq(developers.id, developerId)),
  );
}

/** Indexing needs the profile on: turning it off always turns indexing off too. */
export async function savePublicProfileFlags(
  db: Executor,
  developerId: string,
  flags: PublicProfileFlags,
): Promise<PublicProfileFlags> {
  const enabled = flags.enabled;
  const indexable = enabled && flags.indexable;
  await db
    .update(developers)
    .set({
      publicProfileEnabled: enabled,
      publicProfileIndexable: indexable,
      updatedAt: sql`now()`,
    })
    .where(eq(developers.id, developerId));
  return { enabled, indexable };
}

/**
 * What a public profile shows, read only while the developer keeps it on and its account
 * exists (an erased developer has no user). Contact columns are never selected.
 */
export async function findPublicProfile(db: Executor, developerId: string) {
  const row = await firstRow(
    db
      .select({
        id: developers.id,
        ...developerName,
        photoUrl: developers.photoUrl,
        techRole: developers.techRole,
        mainStackCode: developers.mainStackCode,
        stackName: stacks.name,
        seniority: developers.seniority,
        devExperienceMonths: developers.devExperienceMonths,
        englishLevel: developers.englishLevel,
        countryCode: locations.countryCode,
        bio: developers.bio,
        indexable: developers.publicProfileIndexable,
      })
      .from(developers)
      .innerJoin(users, eq(users.id, developers.userId))
      .leftJoin(stacks, eq(stacks.code, developers.mainStackCode))
      .leftJoin(locations, eq(locations.id, developers.locationId))
      .where(
        and(
          eq(developers.id, developerId),
          eq(developers.publicProfileEnabled, true),
          isNotNull(developers.userId),
          isNull(users.deletedAt),
        ),
      ),
  );
  if (!row) return undefined;
  const [skills, experiences] = await Promise.all([
    listDeveloperSkills(db, developerId),
    listExperiences(db, developerId),
  ]);
  return { ...row, skills, experiences };
}

export interface CandidatePresentationRow {
  candidateId: string;
  presentedAt: Date;
  decision: string | null;
  developerMessage: string | null;
}

/**
 * Each candidate's latest snapshot (when it was presented) with that snapshot's decision, if
 * any. Only the decision and the words shared with the developer: never the customer's reason.
 */
export async function latestPresentations(
  db: Executor,
  candidateIds: string[],
): Promise<CandidatePresentationRow[]> {
  if (candidateIds.length === 0) return [];
  return db
    .selectDistinctOn([deepProfileSnapshots.candidateId], {
      candidateId: deepProfileSnapshots.candidateId,
      presentedAt: deepProfileSnapshots.createdAt,
      decision: candidateDecisions.decision,
      developerMessage: candidateDecisions.developerMessage,
    })
    .from(deepProfileSnapshots)
    .leftJoin(candidateDecisions, eq(candidateDecisions.snapshotId, deepProfileSnapshots.id))
    .where(inArray(deepProfileSnapshots.candidateId, candidateIds))
    .orderBy(
      deepProfileSnapshots.candidateId,
      desc(deepProfileSnapshots.createdAt),
      desc(deepProfileSnapshots.id),
    );
}
