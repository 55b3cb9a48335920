import { lit } from "./talent-pool.mjs";

/** 20 varied offers (roles, skills, seniority, English, countries, budgets) for bench:matching. */
export const benchOffers = [
  [
    "backend",
    "node_react",
    [
      ["nodejs", 4, true],
      ["postgresql", 3, true],
      ["redis", 3, false],
    ],
    ["semi_senior", "senior"],
    "b2",
    ["remote"],
    [],
    4500,
  ],
  [
    "backend",
    "java_spring",
    [
      ["java", 4, true],
      ["spring", 4, true],
      ["kafka", 3, false],
    ],
    ["semi_senior_advanced", "senior"],
    "b1",
    ["remote", "hybrid"],
    ["AR", "MX", "CO"],
    5000,
  ],
  [
    "backend",
    "python_django",
    [
      ["python", 4, true],
      ["django", 3, true],
    ],
    ["semi_senior"],
    "b2",
    ["remote"],
    [],
    3800,
  ],
  [
    "backend",
    "go",
    [
      ["go", 4, true],
      ["kubernetes", 3, false],
      ["docker", 3, false],
    ],
    ["senior"],
    "c1",
    ["remote"],
    ["AR", "UY", "CL"],
    6500,
  ],
  [
    "backend",
    "dotnet",
    [
      ["csharp", 4, true],
      ["aspnet_core", 4, true],
      ["sql_server", 3, false],
    ],
    ["semi_senior", "semi_senior_advanced"],
    "b1",
    ["remote"],
    [],
    4000,
  ],
  [
    "frontend",
    "react",
    [
      ["react", 4, true],
      ["typescript", 4, true],
      ["redux", 3, false],
    ],
    ["semi_senior", "senior"],
    "b2",
    ["remote"],
    [],
    4000,
  ],
  [
    "frontend",
    "angular",
    [
      ["angular", 4, true],
      ["typescript", 3, true],
      ["rxjs", 3, false],
    ],
    ["junior_advanced", "semi_senior"],
    "b1",
    ["remote", "hybrid"],
    ["MX", "CO"],
    3000,
  ],
  [
    "frontend",
    "vue",
    [
      ["vuejs", 4, true],
      ["javascript", 4, true],
    ],
    ["junior", "junior_advanced"],
    "a2",
    ["remote"],
    [],
    1800,
  ],
  [
    "fullstack",
    "nextjs",
    [
      ["nextjs", 4, true],
      ["react", 4, true],
      ["nodejs", 3, true],
    ],
    ["semi_senior_advanced", "senior"],
    "b2",
    ["remote"],
    [],
    5500,
  ],
  [
    "fullstack",
    "mern",
    [
      ["mongodb", 3, true],
      ["expressjs", 3, true],
      ["react", 3, true],
      ["nodejs", 3, true],
    ],
    ["junior_advanced", "semi_senior"],
    "b1",
    ["remote"],
    ["AR", "MX", "CO", "PE"],
    2800,
  ],
  [
    "devops",
    "aws_devops",
    [
      ["aws", 4, true],
      ["terraform", 4, true],
      ["kubernetes", 3, true],
    ],
    ["senior"],
    "b2",
    ["remote"],
    [],
    6500,
  ],
  [
    "devops",
    "azure_devops",
    [
      ["azure", 4, true],
      ["terraform", 3, false],
    ],
    ["semi_senior", "senior"],
    "b1",
    ["remote", "hybrid"],
    ["ES", "AR"],
    4800,
  ],
  [
    "data_engineer",
    "data_spark",
    [
      ["spark", 4, true],
      ["python", 4, true],
      ["sql", 4, true],
      ["airflow", 3, false],
    ],
    ["semi_senior_advanced", "senior"],
    "b2",
    ["remote"],
    [],
    6000,
  ],
  [
    "data_scientist",
    "ml_python",
    [
      ["python", 4, true],
      ["machine_learning", 4, true],
      ["pytorch", 3, false],
    ],
    ["semi_senior", "senior"],
    "c1",
    ["remote"],
    [],
    6000,
  ],
  [
    "data_analyst",
    "bi",
    [
      ["sql", 4, true],
      ["power_bi", 4, true],
    ],
    ["junior", "semi_senior"],
    "b1",
    ["remote", "hybrid"],
    ["CO", "PE", "MX"],
    2200,
  ],
  [
    "qa_automation",
    "qa_automation_js",
    [
      ["cypress", 4, true],
      ["javascript", 3, true],
      ["playwright", 3, false],
    ],
    ["semi_senior"],
    "b1",
    ["remote"],
    [],
    3000,
  ],
  [
    "android",
    "android_kotlin",
    [
      ["kotlin", 4, true],
      ["android", 4, true],
      ["jetpack_compose", 3, false],
    ],
    ["semi_senior", "senior"],
    "b2",
    ["remote"],
    [],
    4200,
  ],
  [
    "ios",
    "ios_swift",
    [
      ["swift", 4, true],
      ["swiftui", 3, false],
    ],
    ["semi_senior_advanced", "senior"],
    "b2",
    ["remote"],
    ["BR", "AR"],
    4800,
  ],
  [
    "qa_manual",
    null,
    [["jira", 3, true]],
    ["junior", "junior_advanced"],
    "a2",
    ["on_site", "hybrid"],
    ["AR"],
    1500,
  ],
  ["backend", null, [], ["semi_senior", "senior"], "b1", ["remote"], [], 4000],
];

/** Inserts the bench offers (open) and returns their ids. */
export async function seedBenchOffers(query) {
  const [customer] = await query(`insert into customers (name) values ('Bench Co') returning id`);
  const ids = [];
  for (const [
    i,
    [role, stack, skills, sen, eng, modalities, ctry, budget],
  ] of benchOffers.entries()) {
    const [offer] = await query(`
      insert into offers (slug, customer_id, status, title, description, tech_role, main_stack_code, seniorities,
        min_english_level, modalities, countries, budget_min, budget_max, budget_currency, budget_period,
        budget_max_monthly_usd, show_salary, hiring_type, is_public)
      values ('bench-offer-${i}', '${customer.id}', 'open', 'Bench ${role} ${i}', 'Bench offer', ${lit(role)},
        ${stack ? lit(stack) : "null"}, array[${sen.map(lit).join(",")}]::text[], ${lit(eng)},
        array[${modalities.map(lit).join(",")}]::text[], array[${ctry.map(lit).join(",")}]::text[],
        1000, ${budget}, 'USD', 'month', ${budget}, true, 'direct', false)
      returning id`);
    for (const [pos, [code, level, required]] of skills.entries()) {
      await query(`insert into offer_skills (offer_id, skill_id, min_level, required, position)
        select '${offer.id}', id, ${level}, ${required}, ${pos} from skills where code = ${lit(code)}`);
    }
    ids.push(offer.id);
  }
  return ids;
}
