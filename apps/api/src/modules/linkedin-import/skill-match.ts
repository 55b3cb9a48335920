import { fold } from "./text";

export interface CatalogEntry {
  id: string;
  code: string;
  name: string;
}

export interface MatchedSkill {
  name: string;
  skillId: string | null;
  code: string | null;
}

/** Common LinkedIn spellings that differ from the catalogue's names and codes. */
const aliases: Record<string, string> = {
  golang: "go",
  postgres: "postgresql",
  k8s: "kubernetes",
  csharp: "csharp",
  amazonwebservices: "aws",
  googlecloud: "gcp",
  azure: "azure",
  es6: "javascript",
  ecmascript: "javascript",
  node: "nodejs",
  springboot: "spring",
  javaee: "jakarta_ee",
  j2ee: "jakarta_ee",
  netframework: "dotnet",
  netcore: "aspnet_core",
  aspnetmvc: "aspnet",
  reactnative: "react_native",
  restfulapis: "rest_api",
  restapi: "rest_api",
  restful: "rest_api",
  metodologiasagiles: "agile",
  metodologiaagil: "agile",
  agile: "agile",
  pruebasmanuales: "manual_testing",
  pruebasautomatizadas: "test_automation",
  aprendizajeautomatico: "machine_learning",
  msexcel: "excel",
  microsoftpowerbi: "power_bi",
  microsoftsqlserver: "sql_server",
  sqlserver: "sql_server",
  mongo: "mongodb",
  vue: "vuejs",
  nuxt: "nuxtjs",
  next: "nextjs",
  express: "expressjs",
  tailwind: "tailwindcss",
};

/** "Node.js" → "nodejs", "C#" → "c#", "Spring Boot" → "springboot". */
const compact = (text: string) => fold(text).replace(/[\s.\-_/'’,()]+/g, "");

function candidates(name: string): string[] {
  const out = [compact(name)];
  const paren = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(name);
  if (paren?.[1] && paren[2]) out.push(compact(paren[2]), compact(paren[1]));
  for (const key of [...out]) {
    if (key.length > 4 && key.endsWith("js")) out.push(key.slice(0, -2));
    const bare = key.replace(/\d+$/, "");
    if (bare.length >= 3 && bare !== key) out.push(bare);
  }
  return out.filter(Boolean);
}

/** Builds a matcher from the catalogue: by name, code, parenthesised acronym or alias. */
export function skillMatcher(catalog: CatalogEntry[]): (name: string) => MatchedSkill {
  const byKey = new Map<string, CatalogEntry>();
  const byCode = new Map(catalog.map((s) => [s.code, s]));
  for (const skill of catalog) {
    for (const key of [compact(skill.name), compact(skill.code)]) {
      if (!byKey.has(key)) byKey.set(key, skill);
    }
  }
  return (name) => {
    for (const key of candidates(name)) {
      const aliased = aliases[key];
      const hit = (aliased ? byCode.get(aliased) : undefined) ?? byKey.get(key);
      if (hit) return { name, skillId: hit.id, code: hit.code };
    }
    return { name, skillId: null, code: null };
  };
}
