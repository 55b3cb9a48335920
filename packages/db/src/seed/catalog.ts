import type { MainSkillCategory } from "@encaja/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { skills, stacks } from "../schema";

/** The starting catalogue; the developers issue grows it to the full list. */
export const stackCatalog: Array<{ code: string; name: string }> = [
  { code: "node_react", name: "Node.js + React" },
  { code: "java_spring", name: "Java + Spring" },
  { code: "python_django", name: "Python + Django" },
  { code: "dotnet", name: ".NET (C#)" },
  { code: "ruby_rails", name: "Ruby on Rails" },
  { code: "php_laravel", name: "PHP + Laravel" },
  { code: "go", name: "Go" },
  { code: "react_native", name: "React Native" },
  { code: "flutter", name: "Flutter" },
  { code: "angular", name: "Angular" },
];

export const skillCatalog: Array<{ code: string; name: string; category: MainSkillCategory }> = [
  { code: "javascript", name: "JavaScript", category: "frontend" },
  { code: "typescript", name: "TypeScript", category: "fullstack" },
  { code: "react", name: "React", category: "frontend" },
  { code: "nodejs", name: "Node.js", category: "backend" },
  { code: "java", name: "Java", category: "backend" },
  { code: "spring", name: "Spring Boot", category: "backend" },
  { code: "python", name: "Python", category: "backend" },
  { code: "django", name: "Django", category: "backend" },
  { code: "csharp", name: "C#", category: "backend" },
  { code: "go", name: "Go", category: "backend" },
  { code: "postgresql", name: "PostgreSQL", category: "backend" },
  { code: "aws", name: "AWS", category: "devops" },
  { code: "docker", name: "Docker", category: "devops" },
  { code: "kubernetes", name: "Kubernetes", category: "devops" },
  { code: "kotlin", name: "Kotlin", category: "android" },
  { code: "swift", name: "Swift", category: "ios" },
  { code: "sql", name: "SQL", category: "data_analyst" },
  { code: "spark", name: "Apache Spark", category: "data_engineer" },
  { code: "cypress", name: "Cypress", category: "qa_automation" },
  { code: "angular", name: "Angular", category: "frontend" },
];

export async function seedCatalog(db: Db): Promise<void> {
  await db.insert(stacks).values(stackCatalog).onConflictDoNothing();
  await db
    .insert(skills)
    .values(skillCatalog)
    .onConflictDoUpdate({
      target: skills.code,
      set: { name: sql`excluded.name`, category: sql`excluded.category` },
    });
}
