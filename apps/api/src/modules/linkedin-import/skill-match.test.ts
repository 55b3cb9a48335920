import { describe, expect, it } from "vitest";
import { skillMatcher } from "./skill-match";

const catalog = [
  ["nodejs", "Node.js"],
  ["react", "React"],
  ["aws", "AWS"],
  ["csharp", "C#"],
  ["cpp", "C++"],
  ["spring", "Spring Boot"],
  ["go", "Go"],
  ["html", "HTML"],
  ["agile", "Agile Methodologies"],
  ["power_bi", "Power BI"],
  ["vuejs", "Vue.js"],
].map(([code, name], i) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  code: code ?? "",
  name: name ?? "",
}));

const match = skillMatcher(catalog);
const code = (name: string) => match(name).code;

describe("skillMatcher", () => {
  it.each([
    ["Node.js", "nodejs"],
    ["node.js", "nodejs"],
    ["React.js", "react"],
    ["ReactJS", "react"],
    ["Amazon Web Services (AWS)", "aws"],
    ["C#", "csharp"],
    ["C++", "cpp"],
    ["Spring Boot", "spring"],
    ["Golang", "go"],
    ["HTML5", "html"],
    ["Metodologías ágiles", "agile"],
    ["Microsoft Power BI", "power_bi"],
    ["Power BI", "power_bi"],
    ["Vue", "vuejs"],
  ])("%s → %s", (name, expected) => {
    expect(code(name)).toBe(expected);
  });

  it("keeps the original name and the catalogue id", () => {
    expect(match("Node.js")).toEqual({ name: "Node.js", skillId: catalog[0]?.id, code: "nodejs" });
  });

  it.each(["Team Leadership", "Gestión de proyectos", "C", "Java"])("%s has no match", (name) => {
    expect(match(name)).toEqual({ name, skillId: null, code: null });
  });
});
