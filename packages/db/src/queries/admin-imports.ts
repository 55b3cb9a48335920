/** Sourced-profile imports (catalogue look-ups and batched multi-row inserts). */
import { randomUUID } from "node:crypto";
import {
  countryTimeZones,
  type EnglishLevel,
  type MainSkillCategory,
  type Seniority,
} from "@encaja/contracts";
import { eq, inArray } from "drizzle-orm";
import {
  catalogAliases,
  chats,
  credentials,
  developerSkills,
  developers,
  locations,
  skills,
  stacks,
  users,
} from "../schema";
import type { Executor } from "./executor";
import { newHashedId } from "./users";

/** Rows per multi-row INSERT: well under PostgreSQL's 65,535 bind parameters for every table. */
const INSERT_BATCH = 1_000;

/** The emails of `emails` an account already has, lower-cased (users.email is citext). */
export async function findTakenEmails(db: Executor, emails: readonly string[]) {
  const taken = new Set<string>();
  for (let start = 0; start < emails.length; start += INSERT_BATCH) {
    const batch = emails.slice(start, start + INSERT_BATCH);
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, batch));
    for (const row of rows) taken.add(row.email.toLowerCase());
  }
  return taken;
}

/** What an import resolves names against: skills and stacks with their aliases, and countries. */
export async function loadImportCatalogue(db: Executor) {
  const [skillRows, stackRows, aliasRows, countryRows] = await Promise.all([
    db.select({ id: skills.id, code: skills.code, name: skills.name }).from(skills),
    db.select({ code: stacks.code, name: stacks.name }).from(stacks),
    db
      .select({ kind: catalogAliases.kind, code: catalogAliases.code, alias: catalogAliases.alias })
      .from(catalogAliases),
    db.select({ id: locations.id }).from(locations).where(eq(locations.kind, "country")),
  ]);
  return { skillRows, stackRows, aliasRows, countryIds: countryRows.map((row) => row.id) };
}

export interface SourcedProfile {
  email: string;
  firstName: string;
  lastName: string;
  /** A `locations` id (a country's is its ISO code). */
  locationId: string;
  techRole: MainSkillCategory;
  seniority: Seniority;
  mainStackCode: string | null;
  skillIds: readonly string[];
  linkedinUrl: string | null;
  githubUrl: string | null;
  englishLevel: EnglishLevel | null;
  profileSource: "dataset" | "extension" | "linkedin_creator";
}

export interface CreatedSourcedProfile {
  userId: string;
  developerId: string;
  email: string;
  name: string;
}

/**
 * Creates a developer account (no password, onboarding pending, email unproven) per profile,
 * with multi-row INSERTs of {@link INSERT_BATCH} rows. Run it in a transaction: an email taken
 * meanwhile by someone else is skipped (ON CONFLICT), never half-created.
 */
export async function insertSourcedProfiles(
  db: Executor,
  profiles: readonly SourcedProfile[],
): Promise<CreatedSourcedProfile[]> {
  const created: CreatedSourcedProfile[] = [];
  for (let start = 0; start < profiles.length; start += INSERT_BATCH) {
    created.push(...(await insertBatch(db, profiles.slice(start, start + INSERT_BATCH))));
  }
  return created;
}

async function insertBatch(db: Executor, batch: readonly SourcedProfile[]) {
  const planned = batch.map((profile) => ({
    profile,
    userId: randomUUID(),
    developerId: randomUUID(),
    chatId: randomUUID(),
    name: `${profile.firstName} ${profile.lastName}`.trim(),
  }));
  const inserted = await db
    .insert(users)
    .values(
      planned.map(({ profile, userId, name }) => ({
        id: userId,
        email: profile.email,
        role: "developer" as const,
        fullName: name,
        emailVerifiedAt: null,
      })),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  const insertedIds = new Set(inserted.map((row) => row.id));
  const rows = planned.filter((row) => insertedIds.has(row.userId));
  if (rows.length === 0) return [];

  await db.insert(credentials).values(rows.map(({ userId }) => ({ userId })));
  await db.insert(chats).values(rows.map(({ chatId, name }) => ({ id: chatId, name })));
  await db.insert(developers).values(
    rows.map(({ profile, userId, developerId, chatId }) => ({
      id: developerId,
      userId,
      hashedId: newHashedId(),
      firstName: profile.firstName,
      lastName: profile.lastName,
      locationId: profile.locationId,
      timeZone: countryTimeZones[profile.locationId] ?? null,
      techRole: profile.techRole,
      mainStackCode: profile.mainStackCode,
      seniority: profile.seniority,
      englishLevel: profile.englishLevel,
      linkedinUrl: profile.linkedinUrl,
      githubUrl: profile.githubUrl,
      profileSource: profile.profileSource,
      onboarding: "pending" as const,
      chatId,
    })),
  );
  const skillRows = rows.flatMap(({ profile, developerId }) =>
    // Imported skills are claims of the source, not assessments: level 0 ("not evaluated").
    profile.skillIds.map((skillId) => ({ developerId, skillId, level: 0 })),
  );
  for (let start = 0; start < skillRows.length; start += INSERT_BATCH * 4) {
    await db
      .insert(developerSkills)
      .values(skillRows.slice(start, start + INSERT_BATCH * 4))
      .onConflictDoNothing();
  }
  return rows.map(({ profile, userId, developerId, name }) => ({
    userId,
    developerId,
    email: profile.email,
    name,
  }));
}
