import {
  clockMinutes,
  clockTime,
  type DeveloperProfile,
  defaultTimeZone,
  type PutSkillsRequest,
  skillLevels,
  type UpdateDeveloperRequest,
  type WorkingHours,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  type DeveloperUpdate,
  type Executor,
  existingSkillIds,
  findLocation,
  loadDeveloperProfile,
  profileCounts,
  replaceDeveloperSkills,
  stackExists,
  timeZoneOrDefault,
  updateDeveloper,
} from "@encaja/db/queries";
import { invalidField, notFound } from "../../errors/app-error";
import { toPlatformLink } from "../platforms/platform-link";
import { completeness, onboardingSteps, type ProfileFacts } from "./completeness";
import { mainStackOf } from "./developer-summary";

export async function getDeveloperProfile(db: Db, developerId: string): Promise<DeveloperProfile> {
  const record = await loadDeveloperProfile(db, developerId);
  if (!record) throw notFound("Developer");
  const d = record.developer;
  return {
    professionalId: d.id,
    hashedId: d.hashedId,
    email: record.email,
    firstName: d.firstName,
    lastName: d.lastName,
    phone: d.phone,
    photoURL: d.photoUrl,
    location: record.location
      ? {
          id: record.location.id,
          kind: record.location.kind as "country" | "city",
          name: record.location.name,
          countryCode: record.location.countryCode,
          countryName: record.location.countryName,
        }
      : null,
    timeZone: d.timeZone,
    workingHours: workingHoursOf(d.workStartMinute, d.workEndMinute),
    bio: d.bio,
    techRole: d.techRole,
    mainStack: mainStackOf(d.mainStackCode, record.stackName),
    seniority: d.seniority,
    englishLevel: d.englishLevel ?? null,
    devExperienceMonths: d.devExperienceMonths,
    linkedinUrl: d.linkedinUrl,
    githubUrl: d.githubUrl,
    skills: record.skills.map((s) => ({ ...s, level: skillLevels[s.level] ?? "not_evaluated" })),
    platforms: record.platforms.map(toPlatformLink),
    approval: d.approval,
    approvalReason: d.approval === "disapproved" ? d.approvalReason : null,
    onboarding: d.onboarding,
    profileSource: d.profileSource,
  };
}

const workingHoursOf = (start: number | null, end: number | null): WorkingHours | null =>
  start === null || end === null ? null : { start: clockTime(start), end: clockTime(end) };

const workingMinutes = (hours: WorkingHours | null) => ({
  workStartMinute: hours ? clockMinutes(hours.start) : null,
  workEndMinute: hours ? clockMinutes(hours.end) : null,
});

/**
 * Applies a PATCH; catalogue references (location, stack) are checked here. A new location
 * gives a developer without a time zone the location's zone.
 */
export async function updateDeveloperProfile(
  db: Db,
  developerId: string,
  input: UpdateDeveloperRequest,
) {
  const { locationId, workingHours, ...rest } = input;
  const changes: DeveloperUpdate = { ...rest };
  if (workingHours !== undefined) Object.assign(changes, workingMinutes(workingHours));
  if (locationId !== undefined) {
    if (locationId === null) {
      Object.assign(changes, { locationId: null, location: null });
    } else {
      const location = await findLocation(db, locationId);
      if (!location) throw invalidField("body.locationId", "Unknown location");
      const label =
        location.kind === "city" ? `${location.name}, ${location.countryName}` : location.name;
      Object.assign(changes, { locationId, location: label });
      const zone = defaultTimeZone(location);
      if (input.timeZone === undefined && zone) changes.timeZone = timeZoneOrDefault(zone);
    }
  }
  if (input.mainStackCode && !(await stackExists(db, input.mainStackCode))) {
    throw invalidField("body.mainStackCode", "Unknown stack");
  }
  await updateDeveloper(db, developerId, changes);
}

export async function putDeveloperSkills(
  db: Executor,
  developerId: string,
  list: PutSkillsRequest,
) {
  const known = await existingSkillIds(
    db,
    list.map((s) => s.skillId),
  );
  const unknown = list.findIndex((s) => !known.has(s.skillId));
  if (unknown >= 0) throw invalidField(`body.${unknown}.skillId`, "Unknown skill");
  await replaceDeveloperSkills(
    db,
    developerId,
    list.map((s) => ({
      skillId: s.skillId,
      level: skillLevels.indexOf(s.level),
      years: s.years ?? null,
    })),
  );
}

export async function profileFacts(db: Db, developerId: string): Promise<ProfileFacts> {
  const record = await loadDeveloperProfile(db, developerId);
  if (!record) throw notFound("Developer");
  const d = record.developer;
  return {
    firstName: d.firstName,
    lastName: d.lastName,
    phone: d.phone,
    locationId: d.locationId,
    photoUrl: d.photoUrl,
    bio: d.bio,
    mainStackCode: d.mainStackCode,
    englishLevel: d.englishLevel,
    devExperienceMonths: d.devExperienceMonths,
    counts: await profileCounts(db, developerId),
  };
}

export async function developerCompleteness(db: Db, developerId: string) {
  return completeness(await profileFacts(db, developerId));
}

export async function developerOnboarding(
  db: Db,
  developerId: string,
  status: "pending" | "completed",
) {
  return { onboarding: status, ...onboardingSteps(await profileFacts(db, developerId)) };
}
