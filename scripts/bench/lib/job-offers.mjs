// Bulk-inserts realistic open offers for the job-board benchmark (skewed roles, skills, dates).
import { randomUUID } from "node:crypto";

const roles = [
  [
    "backend",
    30,
    [
      "nodejs",
      "java",
      "spring",
      "python",
      "go",
      "postgresql",
      "docker",
      "aws",
      "sql",
      "typescript",
    ],
  ],
  ["fullstack", 25, ["typescript", "react", "nodejs", "postgresql", "javascript", "aws", "docker"]],
  ["frontend", 18, ["react", "typescript", "javascript", "angular", "cypress"]],
  ["devops", 8, ["docker", "aws", "python", "go"]],
  ["data_engineer", 8, ["python", "sql", "aws", "postgresql"]],
  ["qa_automation", 6, ["cypress", "javascript", "typescript"]],
  ["android", 3, ["kotlin", "java"]],
  ["ios", 2, ["swift"]],
];
const titles = {
  es: [
    "Desarrollador/a {r} Senior",
    "Ingeniero/a de Software {r}",
    "Programador/a {r}",
    "Líder técnico/a {r}",
    "Desarrolladora {r} Semi Senior",
  ],
  en: [
    "Senior {r} Engineer",
    "{r} Software Engineer",
    "{r} Developer",
    "Lead {r} Engineer",
    "Mid-level {r} Developer",
  ],
};
const label = {
  backend: "Backend",
  fullstack: "Full Stack",
  frontend: "Frontend",
  devops: "DevOps",
  data_engineer: "Data",
  qa_automation: "QA Automation",
  android: "Android",
  ios: "iOS",
};
const bodies = {
  es: "## Sobre el rol\nTrabajarás en un equipo de producto que construye {d}. Diseñarás servicios, revisarás código y acompañarás a personas del equipo. Valoramos la comunicación clara, la autonomía y el gusto por la calidad: pruebas automatizadas, observabilidad y despliegues continuos.\n\n## Qué ofrecemos\n- Trabajo remoto y horarios flexibles\n- Presupuesto de formación\n- Vacaciones ampliadas",
  en: "## About the role\nYou will join a product team building {d}. You will design services, review code and mentor teammates. We value clear communication, ownership and a taste for quality: automated tests, observability and continuous delivery.\n\n## What we offer\n- Remote work and flexible hours\n- Learning budget\n- Extra vacation days",
};
const domains = {
  es: [
    "pagos digitales",
    "logística",
    "salud digital",
    "comercio electrónico",
    "banca abierta",
    "seguros",
    "educación en línea",
  ],
  en: [
    "digital payments",
    "logistics",
    "digital health",
    "e-commerce",
    "open banking",
    "insurance",
    "online learning",
  ],
};
const seniorities = ["junior", "junior_advanced", "semi_senior", "semi_senior_advanced", "senior"];
const modalities = [
  [["remote"], 55],
  [["remote", "remote_with_restrictions"], 15],
  [["hybrid"], 20],
  [["on_site", "hybrid"], 10],
];
const countrySets = [
  [["AR", "UY", "CL"], 20],
  [["MX", "CO", "PE"], 20],
  [[], 25],
  [["AR", "BR", "MX", "CO", "CL", "PE", "UY"], 25],
  [["ES"], 10],
];

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function seedJobOffers(client, count, seed = 42) {
  const next = rng(seed);
  const pick = (l) => l[Math.floor(next() * l.length)];
  const weighted = (pairs) => {
    let roll = next() * pairs.reduce((s, p) => s + p[1], 0);
    for (const p of pairs) {
      roll -= p[1];
      if (roll <= 0) return p;
    }
    return pairs[pairs.length - 1];
  };
  const skillRows = (await client.query("select id, code, name from skills")).rows;
  const skills = new Map(skillRows.map((s) => [s.code, s]));
  const customers = [];
  for (let i = 0; i < 40; i++) {
    const { rows } = await client.query("insert into customers (name) values ($1) returning id", [
      `Bench Company ${i}`,
    ]);
    customers.push([rows[0].id, 40 - i]); // a few companies post most offers
  }
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    const cols = Array.from({ length: 17 }, () => []);
    const os = [[], [], [], [], []];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const [role, , roleSkills] = weighted(roles);
      const lang = next() < 0.6 ? "es" : "en";
      const id = randomUUID();
      // Zipf-like: the first skills of a role are far more common.
      const chosen = [
        ...new Set(
          Array.from(
            { length: 2 + Math.floor(next() * 4) },
            () => roleSkills[Math.floor(roleSkills.length * next() * next())],
          ),
        ),
      ].filter((c) => skills.has(c));
      const lo = Math.floor(next() * 4);
      const sen = seniorities.slice(lo, lo + 1 + Math.floor(next() * 2));
      const max = 1000 + Math.round(next() * next() * 80) * 100;
      const vals = [
        id,
        `bench-${i}-${id.slice(0, 6)}`,
        weighted(customers)[0],
        pick(titles[lang]).replace("{r}", label[role]),
        bodies[lang].replace("{d}", pick(domains[lang])),
        role,
        sen.join(","),
        weighted(modalities)[0].join(","),
        weighted(countrySets)[0].join(","),
        Math.round(max * 0.7),
        max,
        max,
        next() < 0.7,
        next() < 0.6 ? "direct" : "staffing",
        chosen.map((c) => skills.get(c).id).join(","),
        chosen.map((c) => skills.get(c).name).join(" "),
        new Date(Date.now() - Math.floor(next() * 180 * 86_400_000)).toISOString(),
      ];
      vals.forEach((v, k) => {
        cols[k].push(v);
      });
      chosen.forEach((c, p) => {
        os[0].push(id);
        os[1].push(skills.get(c).id);
        os[2].push(p < 2 ? 4 : 2);
        os[3].push(p < 2);
        os[4].push(p);
      });
    }
    await client.query(
      `insert into offers (id, slug, customer_id, title, description, tech_role, seniorities, modalities, countries,
         budget_min, budget_max, budget_max_monthly_usd, show_salary, hiring_type, skill_ids, skill_names, created_at,
         budget_currency, budget_period, min_english_level, is_public, status, published_at, openings)
       select id, slug, customer_id, title, description, tech_role, string_to_array(sen, ','),
         string_to_array(mods, ','), coalesce(string_to_array(nullif(ctr, ''), ','), '{}'), bmin, bmax, bmax, show,
         hiring, coalesce(string_to_array(nullif(sk, ''), ',')::uuid[], '{}'), skn, created,
         'USD', 'month', 'b1', true, 'open', created, 1
       from unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
         $9::text[], $10::int[], $11::int[], $12::int[], $13::bool[], $14::text[], $15::text[], $16::text[], $17::timestamptz[])
         as t(id, slug, customer_id, title, description, tech_role, sen, mods, ctr, bmin, bmax, bmaxu, show, hiring, sk, skn, created)`,
      cols,
    );
    await client.query(
      `insert into offer_skills (offer_id, skill_id, min_level, required, position)
       select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::bool[], $5::int[])`,
      os,
    );
  }
  await client.query("vacuum analyze offers");
  await client.query("analyze offer_skills; analyze skills");
}
