import type { CurrencyCode, MainSkillCategory, Seniority, WorkModality } from "@encaja/contracts";

/** Demo companies besides Acme Latam (each gets a customer account on the demo password). */
export const demoCompanies = [
  { name: "Andes Fintech", email: "talento@andes-fintech.demo.encaja.dev", plan: "enterprise" },
  { name: "Pampa Logística", email: "rrhh@pampa-logistica.demo.encaja.dev", plan: "free" },
  {
    name: "Caribe Salud Digital",
    email: "people@caribe-salud.demo.encaja.dev",
    plan: "enterprise",
  },
  { name: "Nube Retail", email: "hiring@nube-retail.demo.encaja.dev", plan: "free" },
  { name: "Quetzal Pagos", email: "equipo@quetzal-pagos.demo.encaja.dev", plan: "free" },
] as const;

export interface OfferTemplate {
  role: Exclude<MainSkillCategory, "invalid" | "custom">;
  stacks: string[];
  required: string[];
  nice: string[];
  es: { title: string; summary: string };
  en: { title: string; summary: string };
}

/**
 * Role templates; descriptions are composed with the company's domain and the level. Each
 * template's main stacks agree with its title and required skills (a "Node.js" offer never
 * gets Go; a JavaScript full-stack offer never gets Python + Django).
 *
 * Skills: role, main stacks, required skills, nice-to-have skills (codes, space-separated).
 */
const templateSkills = {
  nodeBackend: ["backend", "nestjs node_react", "nodejs postgresql", "docker aws typescript"],
  javaBackend: ["backend", "java_spring", "java spring", "sql docker aws"],
  reactFrontend: ["frontend", "node_react", "react typescript", "javascript cypress"],
  fullStack: ["fullstack", "node_react nextjs mern", "typescript react nodejs", "postgresql aws"],
  devops: ["devops", "go", "docker aws", "python go"],
  dataEngineer: ["data_engineer", "python_fastapi python_django", "python sql", "aws postgresql"],
  qaAutomation: ["qa_automation", "node_react", "cypress javascript", "typescript"],
} as const satisfies Record<string, readonly [OfferTemplate["role"], string, string, string]>;

type TemplateKey = keyof typeof templateSkills;

/** Each template's title and summary, per language. */
const templateTexts: Record<"es" | "en", Record<TemplateKey, readonly [string, string]>> = {
  es: {
    nodeBackend: [
      "Desarrollador/a Backend Node.js",
      "Diseñarás y mantendrás APIs de alto tráfico, integraciones con terceros y procesos asíncronos.",
    ],
    javaBackend: [
      "Ingeniero/a de Software Java",
      "Evolucionarás microservicios en Java y Spring Boot con foco en calidad, observabilidad y rendimiento.",
    ],
    reactFrontend: [
      "Desarrolladora/or Frontend React",
      "Construirás interfaces accesibles y rápidas sobre nuestro sistema de diseño, de la mano de producto y UX.",
    ],
    fullStack: [
      "Desarrollador/a Full Stack",
      "Llevarás funcionalidades de punta a punta: base de datos, API y frontend, con despliegues diarios.",
    ],
    devops: [
      "Ingeniero/a DevOps / SRE",
      "Automatizarás infraestructura como código, pipelines de CI/CD y la observabilidad de la plataforma.",
    ],
    dataEngineer: [
      "Ingeniería de Datos (Python)",
      "Modelarás y orquestarás pipelines de datos confiables para analítica y modelos de riesgo.",
    ],
    qaAutomation: [
      "QA Automation",
      "Diseñarás la estrategia de pruebas automatizadas end-to-end y de API junto a los equipos de desarrollo.",
    ],
  },
  en: {
    nodeBackend: [
      "Backend Engineer (Node.js)",
      "You will design and run high-traffic APIs, third-party integrations and background jobs.",
    ],
    javaBackend: [
      "Java Software Engineer",
      "You will evolve Java and Spring Boot microservices with a focus on quality, observability and performance.",
    ],
    reactFrontend: [
      "Frontend Developer (React)",
      "You will build fast, accessible interfaces on our design system, working closely with product and UX.",
    ],
    fullStack: [
      "Full Stack Developer",
      "You will ship features end to end: database, API and frontend, with daily deployments.",
    ],
    devops: [
      "DevOps / SRE Engineer",
      "You will automate infrastructure as code, CI/CD pipelines and platform observability.",
    ],
    dataEngineer: [
      "Data Engineer (Python)",
      "You will model and orchestrate reliable data pipelines for analytics and risk models.",
    ],
    qaAutomation: [
      "QA Automation Engineer",
      "You will design the end-to-end and API test automation strategy alongside the development teams.",
    ],
  },
};

const codes = (list: string) => list.split(" ");
const text = ([title, summary]: readonly [string, string]) => ({ title, summary });

export const offerTemplates: OfferTemplate[] = Object.entries(templateSkills).map(
  ([key, [role, stacks, required, nice]]) => ({
    role,
    stacks: codes(stacks),
    required: codes(required),
    nice: codes(nice),
    es: text(templateTexts.es[key as TemplateKey]),
    en: text(templateTexts.en[key as TemplateKey]),
  }),
);

export const domains = {
  es: [
    "pagos digitales",
    "logística de última milla",
    "salud digital",
    "comercio electrónico",
    "banca abierta",
  ],
  en: ["digital payments", "last-mile logistics", "digital health", "e-commerce", "open banking"],
};

export const seniorityBands: ReadonlyArray<readonly [Seniority[], number]> = [
  [["junior", "junior_advanced"], 15],
  [["semi_senior", "semi_senior_advanced"], 40],
  [["semi_senior_advanced", "senior"], 30],
  [["senior"], 15],
];
/** Monthly USD budget band by the most senior level asked for. */
export const budgetUsdBySeniority: Record<Seniority, [number, number]> = {
  junior: [900, 1600],
  junior_advanced: [1300, 2300],
  semi_senior: [2200, 3600],
  semi_senior_advanced: [3000, 4800],
  senior: [4500, 8000],
};
export const modalityMix: ReadonlyArray<readonly [WorkModality[], number]> = [
  [["remote"], 55],
  [["remote", "remote_with_restrictions"], 15],
  [["hybrid"], 20],
  [["on_site", "hybrid"], 10],
];
export const countrySets: ReadonlyArray<readonly [string[], number]> = [
  [["AR", "UY", "CL"], 20],
  [["MX", "CO", "PE"], 20],
  [[], 25],
  [["AR", "BR", "MX", "CO", "CL", "PE", "UY"], 25],
  [["ES"], 10],
];
export const budgetCurrencies: ReadonlyArray<readonly [CurrencyCode, number]> = [
  ["USD", 75],
  ["EUR", 10],
  ["MXN", 10],
  ["ARS", 5],
];

/**
 * The path a candidate walks through the candidate transition table (history is recorded at
 * each step); a candidate stops somewhere along it, sometimes ending in an exit the table
 * allows from where it stopped (rejections carry a note, as the API requires).
 */
export const pipelinePath = [
  "dev_interested",
  "matching_interview_scheduled",
  "soft_interview",
  "hard_interview",
  "presented_to_client_pending",
  "presented_to_client",
  "presented_to_client_approved",
  "proposal_sent",
  "proposal_accepted",
  "working",
] as const;
export const exits = [
  "non_suitable_english",
  "non_suitable_hard",
  "non_suitable_soft",
  "too_expensive",
  "presented_to_client_not_approved",
  "dev_not_interested",
  "another_chosen_dev",
] as const;
