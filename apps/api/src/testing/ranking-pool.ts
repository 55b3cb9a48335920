import type { CreateOfferRequest, EnglishLevel, Seniority, WorkModality } from "@encaja/contracts";
import { sql } from "drizzle-orm";
import type { TestApp } from "./app";
import { seedTestCatalog, skillId } from "./developers";
import { createUser } from "./factories";
import { ensureCountry } from "./matching";
import { createTestOffer } from "./offers";

/**
 * A random pool of developers with many near ties (roles, stacks, skills at every level,
 * preferences, availability) and six varied offers: what the ranking-exactness tests compare
 * the fast paths with the reference ranking on.
 */
const roles = ["backend", "frontend", "fullstack", "devops", "data_engineer"];
const skillCodes = ["nodejs", "postgresql", "react", "typescript", "python", "docker", "java"];

async function seedPool(t: TestApp, size: number) {
  const db = t.db.db;
  for (const c of ["AR", "MX", "ES"]) await ensureCountry(db, c);
  await db.execute(sql`select setseed(0.21)`);
  await db.execute(sql`insert into chats (id, name)
    values ('00000000-0000-4000-8000-0000000e4ac7', 'exact') on conflict do nothing`);
  await db.execute(sql`insert into users (id, email, role)
    select md5('exact-' || i)::uuid, 'exact-' || i || '@test.invalid', 'developer'
    from generate_series(1, ${size}) i`);
  await db.execute(sql`insert into developers (id, user_id, hashed_id, first_name, last_name,
      location_id, tech_role, main_stack_code, seniority, english_level, approval, onboarding,
      chat_id, updated_at)
    select gen_random_uuid(), md5('exact-' || i)::uuid, 'exact-' || i, 'Dev', 'Exact' || i,
      (array['AR','MX','ES', null])[1 + floor(random() * 4)::int],
      (${`{${roles.join(",")}}`}::text[])[1 + floor(random() * ${roles.length})::int],
      (array['node_react','java_spring','react', null])[1 + floor(random() * 4)::int],
      (array['junior','junior_advanced','semi_senior','semi_senior_advanced','senior'])[1 + floor(random() * 5)::int],
      (array['a1','a2','b1','b2','c1','c2', null])[1 + floor(random() * 7)::int],
      (array['approved','approved','approved','pending','disapproved'])[1 + floor(random() * 5)::int],
      'completed', '00000000-0000-4000-8000-0000000e4ac7',
      now() - floor(random() * 200)::int * interval '1 day'
    from generate_series(1, ${size}) i`);
  await db.execute(sql`insert into developer_skills (developer_id, skill_id, level, years)
    select d.id, s.id, floor(random() * 6)::int, 1
    from developers d cross join skills s
    where d.hashed_id like 'exact-%'
      and s.code = any(${`{${skillCodes.join(",")}}`}::text[]) and random() < 0.45`);
  await db.execute(sql`insert into developer_preferences (developer_id, search_status, modalities,
      salary_amount, salary_currency, salary_period, salary_monthly_usd, countries, contract_types)
    select d.id,
      (array['actively_searching','open_to_opportunities','open_to_opportunities_with_timeline','not_searching'])[1 + floor(random() * 4)::int],
      case floor(random() * 3)::int when 0 then array['remote'] when 1 then array['hybrid','on_site']
        else array['remote','hybrid'] end,
      s.m, 'USD', 'month', s.m, array['AR'], array['full_time']
    from (select id, hashed_id, (2000 + floor(random() * 8) * 500)::int as m from developers) s
    join developers d on d.id = s.id
    where d.hashed_id like 'exact-%' and random() < 0.9`);
  await db.execute(sql`insert into developer_availability (developer_id, available_from, hours_per_week, notice_weeks)
    select id, current_date + floor(random() * 100)::int, 40, 0
    from developers where hashed_id like 'exact-%' and random() < 0.8`);
}

type Body = Partial<Omit<CreateOfferRequest, "skills">> & {
  skills: Array<[code: string, minLevel: "low_use" | "medium_use" | "high_use", required: boolean]>;
};
const offerBodies: Body[] = [
  {
    skills: [
      ["nodejs", "medium_use", true],
      ["postgresql", "low_use", false],
    ],
  },
  {
    techRole: "frontend",
    mainStackCode: null,
    countries: [],
    skills: [
      ["react", "high_use", true],
      ["typescript", "medium_use", true],
    ],
  },
  { techRole: "devops", countries: [], minEnglishLevel: "a1" as EnglishLevel, skills: [] },
  {
    techRole: "fullstack",
    seniorities: ["senior"] as Seniority[],
    countries: ["ES"],
    skills: [
      ["python", "low_use", false],
      ["docker", "low_use", false],
    ],
  },
  {
    techRole: "data_engineer",
    mainStackCode: null,
    minEnglishLevel: "c1" as EnglishLevel,
    countries: [],
    skills: [
      ["python", "high_use", true],
      ["java", "high_use", true],
      ["docker", "medium_use", true],
    ],
  },
  {
    modalities: ["hybrid"] as WorkModality[],
    countries: [],
    skills: [
      ["java", "low_use", true],
      ["nodejs", "low_use", false],
      ["react", "low_use", false],
      ["typescript", "low_use", false],
    ],
  },
];

/** Seeds the pool (`size` developers) and the six offers; returns the offers' ids. */
export async function seedRankingPool(t: TestApp, size: number): Promise<string[]> {
  const offers: string[] = [];
  await seedTestCatalog(t.db.db);
  await seedPool(t, size);
  const { customerId } = await createUser(t.db.db, "customer");
  for (const body of offerBodies) {
    const skills = await Promise.all(
      body.skills.map(async ([code, minLevel, required]) => ({
        skillId: await skillId(t.db.db, code),
        minLevel,
        required,
      })),
    );
    const { id } = await createTestOffer(t.db.db, {
      customerId: customerId!,
      body: { ...body, skills },
    });
    offers.push(id);
  }
  return offers;
}
