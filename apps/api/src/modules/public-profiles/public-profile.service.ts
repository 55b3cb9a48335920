import type { PublicProfile, PublicProfileSettings } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { findPublicProfile, publicProfileFlags, savePublicProfileFlags } from "@encaja/db/queries";
import { notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { signedInDeveloper } from "../developers/context";
import { mainStackOf } from "../developers/developer-summary";

const toMonth = (date: string | null) => (date ? date.slice(0, 7) : null);

export async function getPublicProfileSettings(
  db: Db,
  auth: AuthContext,
): Promise<PublicProfileSettings> {
  const { developer } = await signedInDeveloper(db, auth);
  const flags = await publicProfileFlags(db, developer.id);
  return flags ?? { enabled: false, indexable: false };
}

export async function savePublicProfileSettings(
  db: Db,
  auth: AuthContext,
  settings: PublicProfileSettings,
): Promise<PublicProfileSettings> {
  const { developer } = await signedInDeveloper(db, auth);
  return savePublicProfileFlags(db, developer.id, settings);
}

/** A developer's public profile: 404 unless it is on. Built field by field, so nothing private leaks. */
export async function getPublicProfile(db: Db, developerId: string): Promise<PublicProfile> {
  const found = await findPublicProfile(db, developerId);
  if (!found) throw notFound("Public profile");
  return {
    professionalId: found.id,
    name: `${found.firstName} ${found.lastName}`.trim(),
    photoURL: found.photoUrl,
    techRole: found.techRole,
    mainStack: mainStackOf(found.mainStackCode, found.stackName),
    seniority: found.seniority,
    devExperienceMonths: found.devExperienceMonths,
    englishLevel: found.englishLevel ?? null,
    country: found.countryCode,
    bio: found.bio,
    skills: found.skills.map((s) => ({ name: s.name, level: s.level })),
    experiences: found.experiences.map((e) => ({
      title: e.title,
      company: e.company,
      startDate: toMonth(e.startMonth) ?? "",
      endDate: toMonth(e.endMonth),
      current: e.current,
      description: e.description,
    })),
    indexable: found.indexable,
  };
}
