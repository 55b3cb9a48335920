import {
  type EnglishLevel,
  type Preferences,
  projectTypes,
  referenceUsdRates,
  type Seniority,
  skillLevels,
  workModalities,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  createDeveloperUser,
  type DemoSeedCursor,
  type Executor,
  insertExperience,
  putAvailability,
  setDeveloperStatus,
} from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { putDeveloperSkills, updateDeveloperProfile } from "../modules/developers/profile.service";
import { putDeveloperPreferences } from "../modules/developers/settings.service";
import { rateTableOn, utcDay } from "../modules/exchange-rates/rate-table";
import {
  companies,
  companyContext,
  countryMix,
  englishMix,
  experienceMonthsBySeniority,
  firstNames,
  lastNames,
  roleProfiles,
  salaryUsdBySeniority,
  seniorityMix,
  statedWorkingHours,
} from "./population-data";
import { createRandom, type Random } from "./random";
import type { DemoSeedStep } from "./steps";

const monthString = (d: Date) => d.toISOString().slice(0, 7);
const monthsAgo = (n: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d;
};

/** Skill level (0–5) a developer of this seniority typically reports for a core skill. */
function coreLevel(rnd: Random, seniority: Seniority): number {
  const base = {
    junior: 3,
    junior_advanced: 3,
    semi_senior: 4,
    semi_senior_advanced: 4,
    senior: 5,
  }[seniority];
  return Math.max(2, Math.min(5, base - (rnd.next() < 0.3 ? 1 : 0)));
}

/** Experiences that add up to the declared months, most recent first. */
function careerOf(rnd: Random, months: number, titles: string[]) {
  const jobs: Array<{
    start: number;
    end: number | null;
    title: string;
    company: (typeof companies)[number];
  }> = [];
  let cursor = 0;
  while (cursor < months && jobs.length < 4) {
    const length = Math.min(months - cursor, rnd.int(10, 40));
    jobs.push({
      start: cursor + length,
      end: cursor === 0 && rnd.next() < 0.7 ? null : cursor,
      title: rnd.pick(titles),
      company: rnd.pick(companies),
    });
    cursor += length + rnd.int(0, 3);
  }
  return jobs;
}

export interface PopulationOptions {
  count: number;
  seed?: number;
  passwordHash: string;
}

/**
 * ARCHITECTURE §9 demo population: realistic developers across stacks, seniorities, countries and
 * English levels, created through the same service functions the API uses.
 */
export async function seedPopulation(db: Db, options: PopulationOptions): Promise<number> {
  const rnd = createRandom(options.seed ?? 2026);
  const catalogue = await populationCatalogue(db);
  for (let i = 1; i <= options.count; i++) {
    await seedDeveloper(db, { rnd, i, catalogue, passwordHash: options.passwordHash });
  }
  return options.count;
}

/** The demo data step: one developer per unit, the random stream's state in the cursor. */
export function populationStep(count: number, seed = 2026): DemoSeedStep {
  return {
    name: "population",
    run: async (db, unit) => {
      const i = Number(unit.cursor?.next ?? 1);
      const rnd = createRandom(Number(unit.cursor?.random ?? seed));
      const catalogue = await unit.memo("population", () => populationCatalogue(db));
      let next: DemoSeedCursor | null = null;
      await seedDeveloper(db, {
        rnd,
        i,
        catalogue,
        passwordHash: await unit.passwordHash(),
        saved: (tx) => {
          next = i < count ? { next: i + 1, random: rnd.state() } : null;
          return unit.save(tx, next);
        },
      });
      return next;
    },
  };
}

type Catalogue = Awaited<ReturnType<typeof populationCatalogue>>;

/** The skills, cities and exchange rates every developer draws from. */
async function populationCatalogue(db: Db) {
  const skillRows = await db
    .select({ id: schema.skills.id, code: schema.skills.code })
    .from(schema.skills);
  const cities = await db.select().from(schema.locations).orderBy(schema.locations.id);
  return {
    skillRows,
    skillByCode: new Map(skillRows.map((s) => [s.code, s.id])),
    cities,
    roleWeights: roleProfiles.map(([role, weight]) => [role, weight] as const),
    rates: await rateTableOn(db, utcDay(new Date())),
  };
}

/**
 * Developer number `i`, in one transaction; `saved` runs last in it (the step's cursor). Each
 * developer in its own transaction, as a sign-up is: their creation times differ, and the
 * offers pick candidates in that order.
 */
async function seedDeveloper(
  db: Db,
  {
    rnd,
    i,
    catalogue,
    passwordHash,
    saved,
  }: {
    rnd: Random;
    i: number;
    catalogue: Catalogue;
    passwordHash: string;
    saved?: (tx: Executor) => Promise<void>;
  },
): Promise<void> {
  const { skillRows, skillByCode, cities, roleWeights, rates } = catalogue;
  const role = rnd.weighted(roleWeights);
  const profile = roleProfiles.find(([r]) => r === role)![2];
  const seniority = rnd.weighted(seniorityMix);
  const [country, , currency] = rnd.weighted(countryMix.map((c) => [c, c[1]] as const));
  const englishLevel: EnglishLevel = rnd.weighted(englishMix);
  const [minMonths, maxMonths] = experienceMonthsBySeniority[seniority];
  const months = rnd.int(minMonths, maxMonths);
  const firstName = rnd.pick(firstNames);
  const lastName = `${rnd.pick(lastNames)} ${rnd.pick(lastNames)}`;
  const source = rnd.weighted([
    ["register", 70],
    ["dataset", 15],
    ["extension", 10],
    ["linkedin_creator", 5],
  ] as const);
  const localCities = cities.filter((c) => c.countryCode === country && c.kind === "city");
  const location = localCities.length
    ? rnd.pick(localCities)
    : cities.find((c) => c.id === country);

  await db.transaction(async (tx) => {
    const { developer } = await createDeveloperUser(tx, {
      email: `dev${String(i).padStart(3, "0")}@demo.encaja.dev`,
      passwordHash: source === "register" ? passwordHash : null,
      firstName,
      lastName,
      locale: country === "BR" ? "en" : "es",
    });
    await updateDeveloperProfile(tx, developer.id, {
      phone: `+${rnd.int(30, 59)} ${rnd.int(100, 999)} ${rnd.int(100, 999)} ${rnd.int(1000, 9999)}`,
      locationId: location?.id ?? null,
      bio: `${seniority.replace(/_/g, " ")} ${role.replace(/_/g, " ")} developer with ${Math.round(months / 12)} years building products with ${profile.skills.slice(0, 3).join(", ")}. I enjoy clean code, code review and shipping to production.`,
      techRole: role,
      mainStackCode: rnd.pick(profile.stacks),
      seniority,
      englishLevel,
      devExperienceMonths: months,
      workingHours:
        i % 4 === 0 ? (statedWorkingHours[(i / 4) % statedWorkingHours.length] ?? null) : null,
      ...(rnd.next() < 0.6
        ? {
            githubUrl: `https://github.com/${firstName.toLowerCase().replace(/[^a-z]/g, "")}${i}`,
          }
        : {}),
    });
    const core = rnd.sample(profile.skills, rnd.int(3, Math.min(6, profile.skills.length)));
    const extra = rnd.sample(
      skillRows.map((s) => s.code).filter((c) => !core.includes(c)),
      rnd.int(0, 3),
    );
    await putDeveloperSkills(
      tx,
      developer.id,
      [...core, ...extra]
        .filter((code) => skillByCode.has(code))
        .map((code, n) => ({
          skillId: skillByCode.get(code)!,
          level: skillLevels[n < core.length ? coreLevel(rnd, seniority) : rnd.int(1, 3)]!,
          years: Math.max(0, Math.min(15, Math.round(months / 12) - rnd.int(0, 2))),
        })),
    );
    for (const [n, job] of careerOf(rnd, months, profile.titles).entries()) {
      const [industry, companySize] = companyContext[job.company];
      await insertExperience(
        tx,
        developer.id,
        {
          company: job.company,
          title: job.title,
          startMonth: `${monthString(monthsAgo(job.start))}-01`,
          endMonth: job.end === null ? null : `${monthString(monthsAgo(job.end))}-01`,
          current: job.end === null,
          description: `Worked on ${profile.skills.slice(0, 2).join(" and ")} services used by thousands of customers.`,
          industry,
          companySize,
          projectType: projectTypes[(i + n) % projectTypes.length]!,
        },
        core
          .filter((c) => skillByCode.has(c))
          .slice(0, 2)
          .map((c) => skillByCode.get(c)!),
      );
    }
    const [low, high] = salaryUsdBySeniority[seniority];
    const usd = rnd.int(low, high);
    const preferences: Preferences = {
      searchStatus: rnd.weighted([
        ["actively_searching", 35],
        ["open_to_opportunities", 35],
        ["open_to_opportunities_with_timeline", 15],
        ["not_searching", 15],
      ] as const),
      modalities: rnd.sample(workModalities, rnd.int(1, 3)).sort(),
      salary: {
        amount: Math.max(1, Math.round(usd / referenceUsdRates[currency])),
        currency,
        period: "month",
      },
      countries: [country],
      contractTypes: rnd.next() < 0.7 ? ["full_time"] : ["full_time", "contractor"],
    };
    await putDeveloperPreferences(tx, developer.id, preferences, rates);
    const from = new Date(Date.now() + rnd.int(0, 60) * 86_400_000).toISOString().slice(0, 10);
    await putAvailability(tx, {
      developerId: developer.id,
      availableFrom: from,
      hoursPerWeek: rnd.weighted([
        [40, 80],
        [30, 10],
        [20, 10],
      ] as const),
      noticeWeeks: rnd.int(0, 4),
    });
    await setDeveloperStatus(tx, developer.id, {
      approval: rnd.weighted([
        ["approved", 75],
        ["pending", 15],
        ["disapproved", 10],
      ] as const),
      onboarding: rnd.next() < 0.9 ? "completed" : "pending",
      profileSource: source,
    });
    await saved?.(tx);
  });
}
