import { describe, expect, it } from "vitest";
import { offerTemplates } from "./offers-data";

/** The language family of a main stack code (catalogue `stacks.ts`). */
function family(stack: string): string {
  if (/^(node_|nestjs|nextjs|mern|mean|mevn|react|vue|svelte|angular)/.test(stack)) return "js";
  if (/^(java_|kotlin_)/.test(stack)) return "jvm";
  if (/^python_/.test(stack)) return "python";
  if (/^dotnet/.test(stack)) return "dotnet";
  if (/^php_/.test(stack)) return "php";
  if (/^ruby_/.test(stack)) return "ruby";
  return stack;
}

const titleFamilies: Array<[RegExp, string]> = [
  [/Node\.js|React|JavaScript|TypeScript/i, "js"],
  [/\bJava\b/i, "jvm"],
  [/Python/i, "python"],
];
const jsSkills = ["nodejs", "react", "typescript", "javascript"];

describe("demo offer templates", () => {
  it("give each offer a main stack that agrees with its title", () => {
    for (const template of offerTemplates) {
      for (const [pattern, expected] of titleFamilies) {
        if (!pattern.test(template.en.title) && !pattern.test(template.es.title)) continue;
        for (const stack of template.stacks) {
          expect(family(stack), `${template.en.title}: ${stack}`).toBe(expected);
        }
      }
    }
  });

  it("give JavaScript full-stack and frontend offers a JavaScript stack", () => {
    for (const template of offerTemplates) {
      if (template.role !== "fullstack" && template.role !== "frontend") continue;
      if (!template.required.some((s) => jsSkills.includes(s))) continue;
      for (const stack of template.stacks) {
        expect(family(stack), `${template.en.title}: ${stack}`).toBe("js");
      }
    }
  });
});
