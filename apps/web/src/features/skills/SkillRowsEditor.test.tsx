import type { CatalogSkill, SkillLevel } from "@encaja/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApiUrlProvider } from "@/lib/config/ApiUrlProvider";
import { SkillRowsEditor, type SkillRowsTexts } from "./SkillRowsEditor";
import { addSkillRow, patchSkillRow, removeSkillRow, unchosenSkills } from "./skillRows";

type Row = { skillId: string; name: string; code: string; level: SkillLevel; years: string };

const skill = (id: string, name = id): CatalogSkill =>
  ({ id, name, code: name.toLowerCase() }) as CatalogSkill;
const newRow = (s: CatalogSkill): Row => ({
  skillId: s.id,
  name: s.name,
  code: s.code,
  level: "medium_use",
  years: "",
});
const go = newRow(skill("s1", "Go"));
const sql = { ...newRow(skill("s2", "SQL")), level: "high_use" as const, years: "4" };

describe("skill rows", () => {
  it("adds a picked skill at the end with the picker's defaults", () => {
    expect(addSkillRow([go], skill("s2", "SQL"), newRow, 5)).toEqual([
      go,
      newRow(skill("s2", "SQL")),
    ]);
  });

  it("never adds a skill twice nor past the maximum", () => {
    const rows = [go];
    expect(addSkillRow(rows, skill("s1", "Go"), newRow, 5)).toBe(rows);
    expect(addSkillRow(rows, skill("s2", "SQL"), newRow, 1)).toBe(rows);
  });

  it("changes one row and removes one row, leaving the others as they were", () => {
    expect(patchSkillRow([go, sql], 1, { years: "5" })).toEqual([go, { ...sql, years: "5" }]);
    expect(removeSkillRow([go, sql], 0)).toEqual([sql]);
  });

  it("offers only the catalogue results not chosen yet", () => {
    expect(unchosenSkills([skill("s1"), skill("s3")], [go, sql]).map((s) => s.id)).toEqual(["s3"]);
  });
});

const texts: SkillRowsTexts = {
  title: "Habilidades",
  help: "Busca cada tecnología",
  addSkill: "Añadir habilidad",
  loading: "Buscando…",
  noOptions: () => "Nada",
  count: (count, max) => `${count} de ${max}`,
  level: (name) => `Nivel en ${name}`,
  removeSkill: (name) => `Quitar ${name}`,
  remove: "Quitar",
};

function render(rows: Row[], error?: string) {
  const markup = renderToStaticMarkup(
    <NextIntlClientProvider locale="es" messages={{}}>
      <ApiUrlProvider fallback="http://api.test">
        <QueryClientProvider client={new QueryClient()}>
          <SkillRowsEditor
            value={rows}
            onChange={() => {}}
            error={error}
            max={3}
            newRow={newRow}
            levelKey="level"
            extraColumns="110px"
            extraCells={(row) => <output>{`years:${row.years}`}</output>}
            texts={texts}
          />
        </QueryClientProvider>
      </ApiUrlProvider>
    </NextIntlClientProvider>,
  );
  return markup.replace(/<style[^>]*>.*?<\/style>/g, "");
}

describe("SkillRowsEditor", () => {
  it("lists each row with its labelled level select, its own cells and a named remove button", () => {
    const markup = render([go, sql]);
    expect(markup).toMatch(/role="group" aria-labelledby="([^"]+)-title"/);
    expect(markup).toMatch(/<h3[^>]*id="[^"]+-title"[^>]*>Habilidades<\/h3>/);
    expect(markup).toMatch(/<ul[^>]*aria-label="Habilidades"/);
    expect(markup).toContain(">Nivel en Go</label>");
    expect(markup).toContain(">Nivel en SQL</label>");
    const selects = [...markup.matchAll(/<select[^>]*>(.*?)<\/select>/g)].map((m) => m[1]!);
    expect(selects).toHaveLength(2);
    expect([...selects[0]!.matchAll(/value="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "informative",
      "low_use",
      "medium_use",
      "high_use",
    ]);
    expect(selects[0]).toMatch(/<option value="medium_use" selected="">Uso frecuente<\/option>/);
    expect(selects[1]).toMatch(/<option value="high_use" selected="">/);
    expect(markup).toContain("<output>years:4</output>");
    expect(markup).toContain('aria-label="Quitar SQL"');
    expect(markup).toContain("2 de 3");
  });

  it("shows no list when empty, and an error instead of the count", () => {
    const markup = render([], "Añade al menos una");
    expect(markup).not.toContain("<ul");
    expect(markup).toContain("Añade al menos una");
    expect(markup).not.toContain("0 de 3");
  });

  it("disables the search once the list is full", () => {
    expect(render([go, sql, { ...go, skillId: "s3", name: "Rust" }])).toMatch(
      /<input[^>]*disabled=""/,
    );
    expect(render([go])).not.toMatch(/<input[^>]*disabled=""/);
  });
});
