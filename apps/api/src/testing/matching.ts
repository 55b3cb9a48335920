import {
  type EnglishLevel,
  type MainSkillCategory,
  type SearchStatus,
  type Seniority,
  type SkillLevel,
  skillLevels,
  type WorkModality,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  putAvailability,
  putPreferences,
  replaceDeveloperSkills,
  setDeveloperStatus,
  updateDeveloper,
} from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { skillId } from "./developers";
import { createUser } from "./factories";

export interface MatchDeveloperInput {
  firstName?: string;
  techRole?: MainSkillCategory;
  mainStackCode?: string | null;
  seniority?: Seniority;
  englishLevel?: EnglishLevel | null;
  country?: string | null;
  modalities?: WorkModality[];
  searchStatus?: SearchStatus;
  salaryUsd?: number;
  /** Days from today (negative: already available); null: not stated. */
  availableInDays?: number | null;
  skills?: Array<[code: string, level: SkillLevel]>;
  approval?: "pending" | "approved" | "disapproved";
  bio?: string;
  /** Skip password hashing (bulk fixtures such as the evaluation set). */
  noPassword?: boolean;
}

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Makes sure a country exists in `locations` (developers point at it by id). */
export async function ensureCountry(db: Db, code: string) {
  await db
    .insert(schema.locations)
    .values({ id: code, kind: "country", name: code, countryCode: code, countryName: code })
    .onConflictDoNothing();
}

/**
 * A developer with a complete matching profile, written through the profile queries (so the
 * talent_profiles triggers run as they do in production). Defaults: a strong remote
 * semi-senior Node.js backend developer in Argentina, available now, within a 4,500 budget.
 */
export async function createMatchDeveloper(db: Db, input: MatchDeveloperInput = {}) {
  const user = await createUser(db, "developer", { noPassword: input.noPassword ?? false });
  const developerId = user.developerId!;
  const country = input.country === undefined ? "AR" : input.country;
  if (country) await ensureCountry(db, country);
  await updateDeveloper(db, developerId, {
    firstName: input.firstName ?? "Dev",
    techRole: input.techRole ?? "backend",
    mainStackCode: input.mainStackCode === undefined ? "node_react" : input.mainStackCode,
    seniority: input.seniority ?? "semi_senior",
    englishLevel: input.englishLevel === undefined ? "b2" : input.englishLevel,
    locationId: country,
    bio: input.bio ?? "",
  });
  const skills = input.skills ?? [
    ["nodejs", "high_use"],
    ["postgresql", "medium_use"],
  ];
  await replaceDeveloperSkills(
    db,
    developerId,
    await Promise.all(
      skills.map(async ([code, level]) => ({
        skillId: await skillId(db, code),
        level: skillLevels.indexOf(level),
        years: 3,
      })),
    ),
  );
  const salary = input.salaryUsd ?? 4000;
  await putPreferences(db, {
    developerId,
    searchStatus: input.searchStatus ?? "actively_searching",
    modalities: input.modalities ?? ["remote"],
    salaryAmount: salary,
    salaryCurrency: "USD",
    salaryPeriod: "month",
    salaryMonthlyUsd: salary,
    countries: [country ?? "AR"],
    contractTypes: ["full_time"],
  });
  if (input.availableInDays !== null) {
    await putAvailability(db, {
      developerId,
      availableFrom: isoDay(input.availableInDays ?? -1),
      hoursPerWeek: 40,
      noticeWeeks: 0,
    });
  }
  await setDeveloperStatus(db, developerId, { approval: input.approval ?? "approved" });
  return { ...user, developerId };
}
