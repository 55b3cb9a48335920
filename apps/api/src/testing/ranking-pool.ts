import type { CreateOfferRequest, EnglishLevel, Seniority, WorkModality } from "@encaja/contracts";
import { sql } from "drizzle-orm";
import type { TestApp } from "./app";
import { seedTestCatalog, skillId } from "./developers";
import { createUser } from "./factories";
import { ensureCountry } from "./matching";
import { createTestOffer } from "./offers";

/**
 * A random pool of developers with many near ties (roles, stacks, skills at every level,
 * preferences, availability, time zones and working days, experiences' context, related
 * skills) and six varied offers: what the ranking-exactness tests compare the fast paths with
 * the reference ranking on.
 */
const roles = ["backend", "frontend", "fullstack", "devops", "data_engineer"];
const skillCodes = ["nodejs", "postgresql", "react", "typescript", "python", "docker", "java"];
/** DST zones both hemispheres, half-hour and 45-minute offsets, and not stated. */
const zones = [
  "America/Bogota",
  "Europe/Madrid",
  "America/New_York",
  "America/Santiago",
  "Asia/Kolkata",
  "Pacific/Chatham",
  "America/St_Johns",
  "Mars/Olympus",
];
const relations: Array<[string, string, number]> = [
  ["nodejs", "python", 40],
  ["java", "python", 30],
  ["java", "nodejs", 60],
  ["react", "nodejs", 50],
  ["docker", "postgresql", 20],
  ["react", "typescript", 80],
];

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
  await db.execute(sql`update developers set
      time_zone = case when random() < 0.15 then null
        else (${`{${zones.join(",")}}`}::text[])[1 + floor(random() * ${zones.length})::int] end,
      work_start_minute = w.s, work_end_minute = w.s + w.l
    from (select id, (floor(random() * 48) * 30)::int as s, (30 + floor(random() * 20) * 30)::int as l
          from developers) w
    where w.id = developers.id and developers.hashed_id like 'exact-%' and w.s + w.l <= 1440
      and random() < 0.6`);
  await db.execute(sql`insert into experiences (developer_id, company, title, start_month, end_month,
      current, industry, company_size, project_type)
    select d.id, 'Co', 'Dev', x.start, case when x.cur then null else x.start + x.len * interval '1 month' end,
      x.cur,
      (array['fintech','ecommerce','banking', null])[1 + floor(random() * 4)::int],
      (array['1-10','11-50','51-200','201-1000','1001+', null])[1 + floor(random() * 6)::int],
      (array['new_product','scaling','migration', null])[1 + floor(random() * 4)::int]
    from developers d cross join generate_series(1, 3) k
    cross join lateral (select date_trunc('month', current_date - (floor(random() * 3000) + k) * interval '1 day')::date as start,
      floor(random() * 40)::int as len, random() < 0.2 as cur) x
    where d.hashed_id like 'exact-%' and random() < 0.5`);
  for (const [a, b, strength] of relations) {
    await db.execute(sql`insert into skill_relations (skill_id, related_skill_id, strength)
      select least(x.id, y.id), greatest(x.id, y.id), ${strength}
      from skills x, skills y where x.code = ${a} and y.code = ${b} on conflict do nothing`);
  }
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

/** Time zones, minimum overlaps and contexts on some of the offers (none on others). */
async function setOfferContext(t: TestApp, offers: string[]) {
  const contexts: Array<
    [number, string | null, number, string | null, string | null, string | null]
  > = [
    [0, "Europe/Madrid", 2, "fintech", "51-200", null],
    [1, "America/New_York", 0, null, null, "scaling"],
    [4, "Asia/Kolkata", 4, "banking", null, null],
    [5, null, 0, "ecommerce", "1-10", "migration"],
  ];
  for (const [i, zone, overlap, industry, size, projectType] of contexts) {
    await t.db.db.execute(sql`update offers set time_zone = ${zone}, min_overlap_hours = ${overlap},
      industry = ${industry}, company_size = ${size}, project_type = ${projectType}
      where id = ${offers[i]!}::uuid`);
  }
}

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
  await setOfferContext(t, offers);
  return offers;
}
