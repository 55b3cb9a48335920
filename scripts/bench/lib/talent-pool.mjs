// Set-based seeding of a realistic developer pool for bench:matching and bench:talent:
// generate_series + skewed choices in SQL (no row-by-row inserts), triggers off while loading,
// then talent_profiles rebuilt in chunks by encaja_refresh_talent.

/** Roles with their share of the pool, stacks and typical skills (most typical first). */
const roles = [
  [
    "backend",
    30,
    ["node_react", "java_spring", "python_django", "dotnet", "go", "php_laravel", "ruby_rails"],
    [
      "nodejs",
      "java",
      "spring",
      "python",
      "django",
      "csharp",
      "aspnet_core",
      "go",
      "php",
      "laravel",
      "ruby",
      "rails",
      "postgresql",
      "mysql",
      "redis",
      "docker",
      "aws",
      "kafka",
      "microservices",
      "rest_api",
    ],
  ],
  [
    "frontend",
    20,
    ["react", "angular", "vue", "nextjs"],
    [
      "javascript",
      "typescript",
      "react",
      "angular",
      "vuejs",
      "nextjs",
      "redux",
      "css",
      "html",
      "tailwindcss",
      "rxjs",
      "jest",
      "cypress",
    ],
  ],
  [
    "fullstack",
    20,
    ["node_react", "mern", "nextjs", "java_react", "dotnet_react"],
    [
      "javascript",
      "typescript",
      "react",
      "nodejs",
      "nextjs",
      "mongodb",
      "expressjs",
      "postgresql",
      "docker",
      "aws",
      "java",
      "csharp",
    ],
  ],
  [
    "devops",
    6,
    ["aws_devops", "azure_devops", "gcp_devops"],
    [
      "aws",
      "azure",
      "gcp",
      "terraform",
      "kubernetes",
      "docker",
      "ansible",
      "github_actions",
      "linux",
      "prometheus",
      "grafana",
      "python",
      "go",
    ],
  ],
  [
    "data_engineer",
    6,
    ["data_spark", "data_python"],
    ["python", "sql", "spark", "airflow", "dbt", "snowflake", "kafka", "aws", "scala", "bigquery"],
  ],
  [
    "data_scientist",
    4,
    ["ml_python"],
    [
      "python",
      "machine_learning",
      "scikit_learn",
      "pytorch",
      "tensorflow",
      "pandas",
      "sql",
      "statistics",
      "nlp",
    ],
  ],
  ["data_analyst", 3, ["bi"], ["sql", "power_bi", "tableau", "excel", "python", "looker"]],
  [
    "qa_automation",
    4,
    ["qa_automation_js", "qa_automation_java"],
    ["cypress", "selenium", "playwright", "javascript", "java", "typescript", "jira"],
  ],
  ["qa_manual", 2, [], ["jira", "excel", "sql"]],
  [
    "android",
    3,
    ["android_kotlin", "flutter", "react_native"],
    ["kotlin", "android", "jetpack_compose", "java", "flutter", "dart", "firebase"],
  ],
  ["ios", 2, ["ios_swift", "flutter"], ["swift", "ios", "swiftui", "uikit", "flutter", "dart"]],
];
/** Countries with real-world skew (Latin America first, some Spain/US). */
const countries = [
  ["AR", 20],
  ["MX", 18],
  ["CO", 15],
  ["BR", 12],
  ["CL", 8],
  ["PE", 6],
  ["UY", 5],
  ["ES", 6],
  ["US", 3],
  ["EC", 3],
  ["VE", 2],
  ["CR", 2],
];
const seniorities = [
  ["junior", 18],
  ["junior_advanced", 17],
  ["semi_senior", 28],
  ["semi_senior_advanced", 17],
  ["senior", 20],
];
const english = [
  ["a1", 8],
  ["a2", 15],
  ["b1", 27],
  ["b2", 30],
  ["c1", 15],
  ["c2", 5],
];
const statuses = [
  ["actively_searching", 30],
  ["open_to_opportunities", 40],
  ["open_to_opportunities_with_timeline", 15],
  ["not_searching", 15],
];

export const lit = (s) => `'${String(s).replace(/'/g, "''")}'`;
/** A SQL CASE picking from weighted values with the uniform random `u` (0–1). */
function weighted(pairs, u) {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  let acc = 0;
  const whens = pairs.map(([v, w]) => {
    acc += w / total;
    return `when ${u} < ${acc.toFixed(6)} then ${lit(v)}`;
  });
  return `(case ${whens.join(" ")} else ${lit(pairs.at(-1)[0])} end)`;
}

/** Seeds `n` developers (plus skills, preferences, availability) with `query(sql)`. */
export async function seedTalentPool(query, n, log = () => {}) {
  const t0 = Date.now();
  await query("set session_replication_role = replica");
  await query(
    `create temp table bench_roles (role text primary key, weight int, stacks text[], skills text[])`,
  );
  await query(
    `insert into bench_roles values ${roles
      .map(
        ([r, w, st, sk]) =>
          `(${lit(r)}, ${w}, array[${st.map(lit).join(",")}]::text[], array[${sk.map(lit).join(",")}]::text[])`,
      )
      .join(",")}`,
  );
  await query(
    `insert into chats (id, name) values ('00000000-0000-4000-8000-00000000c4a7', 'bench') on conflict do nothing`,
  );
  const roleCase = weighted(
    roles.map(([r, w]) => [r, w]),
    "r1",
  );
  // Every developer needs a user: one without is an erased tombstone, which the talent
  // triggers drop from talent_profiles (migration 0011).
  await query(`
    insert into users (id, email, role)
    select md5('bench-user-' || i)::uuid, 'bench-' || i || '@bench.invalid', 'developer'
    from generate_series(1, ${n}) i`);
  await query(`
    insert into developers (id, user_id, hashed_id, first_name, last_name, location_id, tech_role, main_stack_code,
      seniority, dev_experience_months, english_level, bio, profile_source, approval, onboarding, chat_id, updated_at)
    select gen_random_uuid(), md5('bench-user-' || i)::uuid, 'bench-' || i,
      (array['Ana','Bruno','Carla','Diego','Elena','Facundo','Gabriela','Hugo','Inés','Juan','Lucía','Mateo','Sofía','Tomás','Valentina'])[1 + (i % 15)],
      (array['García','Rodríguez','Martínez','López','González','Pérez','Sánchez','Romero','Díaz','Fernández','Silva','Souza'])[1 + (i % 12)],
      ${weighted(countries, "r2")}, x.role,
      (select case when cardinality(stacks) = 0 or r3 < 0.15 then null else stacks[1 + floor(r3 * cardinality(stacks))::int % cardinality(stacks)] end from bench_roles where role = x.role),
      ${weighted(seniorities, "r4")}, floor(r4 * 120)::int,
      case when r5 < 0.03 then null else ${weighted(english, "r5")} end,
      case when r6 < 0.3 then 'Desarrollo APIs y productos web para fintech y e-commerce' when r6 < 0.5 then 'Built data platforms and services for logistics and healthcare' else '' end,
      'dataset', case when r6 < 0.9 then 'approved' when r6 < 0.97 then 'pending' else 'disapproved' end,
      'completed', '00000000-0000-4000-8000-00000000c4a7',
      now() - (power(r7, 2) * interval '365 days')
    from (select i, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7
          from generate_series(1, ${n}) i) g
    cross join lateral (select ${roleCase} as role) x`);
  log(`developers ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  // 4–12 skills per developer, weighted towards the role's most typical ones (exponential
  // sampling without replacement), levels skewed to 3–5.
  await query(`
    insert into developer_skills (developer_id, skill_id, level, years)
    select d.id, s.id, least(5, 1 + floor(power(random(), 0.6) * 5))::int, 1 + floor(random() * 8)::int
    from developers d
    join bench_roles br on br.role = d.tech_role
    cross join lateral (
      select code from unnest(br.skills) with ordinality as u(code, pos)
      where d.id is not null
      order by -ln(1 - random()) * pos limit 4 + (abs(hashtext(d.id::text)) % 9)
    ) pick
    join skills s on s.code = pick.code
    where d.hashed_id like 'bench-%'`);
  log(`skills ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  await query(`
    insert into developer_preferences (developer_id, search_status, modalities, salary_amount, salary_currency,
      salary_period, salary_monthly_usd, countries, contract_types)
    select d.id, ${weighted(statuses, "g.u1")},
      case when g.u2 < 0.6 then array['remote'] when g.u2 < 0.8 then array['remote','hybrid']
           when g.u2 < 0.9 then array['hybrid','on_site'] when g.u2 < 0.95 then array['remote_with_restrictions'] else array['on_site'] end,
      m, 'USD', 'month', m, array[coalesce(l.country_code, 'AR')], array['full_time']
    from (select dd.*, random() u1, random() u2, random() u3 from developers dd) d
    left join locations l on l.id = d.location_id
    cross join lateral (select d.u1, d.u2, d.u3) g
    cross join lateral (select (greatest(600, (array[1200,1800,2800,3800,5200])[1 + array_position(array['junior','junior_advanced','semi_senior','semi_senior_advanced','senior'], d.seniority) - 1]
        * exp((g.u3 - 0.5) * 0.8)))::int as m) s
    where d.hashed_id like 'bench-%'`);
  await query(`
    insert into developer_availability (developer_id, available_from, hours_per_week, notice_weeks)
    select d.id, current_date + (power(random(), 3) * 120)::int, 40, (random() * 4)::int
    from developers d where d.hashed_id like 'bench-%' and random() < 0.85`);
  log(`preferences, availability ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  await query("set session_replication_role = origin");
  const chunk = 100_000;
  for (let from = 1; from <= n; from += chunk) {
    await query(`select encaja_refresh_talent(array(
      select id from developers where hashed_id like 'bench-%'
      and substring(hashed_id from 7)::int between ${from} and ${from + chunk - 1}))`);
  }
  await query("analyze");
  log(`talent_profiles ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}

/**
 * Seeds a bench run's pool of `size` developers, then `more` (further seeding, e.g. offers),
 * logging the progress and the whole time as `[bench] <engine> <size>: …`. Returns what `more`
 * returns.
 */
export async function seedBenchPool(query, engine, size, more = async () => undefined) {
  const log = (m) => console.log(`[bench] ${engine} ${size}: ${m}`);
  const started = Date.now();
  await seedTalentPool(query, size, log);
  const seeded = await more();
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)}s`);
  return seeded;
}
