/** Lower case, no accents, single spaces: "Educación " → "educacion". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

export type Section =
  | "contact"
  | "topSkills"
  | "languages"
  | "certifications"
  | "otherSide"
  | "summary"
  | "experience"
  | "education"
  | "otherMain";

/** Section headings of LinkedIn's "Save to PDF" export, English and Spanish (folded). */
const headings: Record<Section, { en: string[]; es: string[] }> = {
  contact: {
    en: ["contact", "contact info"],
    es: ["contactar", "contacto", "informacion de contacto"],
  },
  topSkills: {
    en: ["top skills", "skills"],
    es: ["aptitudes principales", "principales aptitudes", "aptitudes", "habilidades principales"],
  },
  languages: { en: ["languages"], es: ["idiomas"] },
  certifications: {
    en: ["certifications", "licenses & certifications"],
    es: ["certificaciones", "licencias y certificaciones"],
  },
  otherSide: {
    en: ["honors-awards", "honors & awards", "publications", "patents", "organizations"],
    es: ["honores y premios", "reconocimientos y premios", "premios", "publicaciones", "patentes"],
  },
  summary: { en: ["summary", "about"], es: ["extracto", "acerca de", "resumen"] },
  experience: { en: ["experience"], es: ["experiencia"] },
  education: { en: ["education"], es: ["educacion", "formacion"] },
  otherMain: {
    en: ["volunteer experience", "projects", "courses", "recommendations", "interests"],
    es: ["experiencia de voluntariado", "voluntariado", "proyectos", "cursos", "recomendaciones"],
  },
};

const headingIndex = new Map<string, { section: Section; lang: "en" | "es" }>();
for (const [section, names] of Object.entries(headings) as Array<
  [Section, { en: string[]; es: string[] }]
>) {
  for (const lang of ["en", "es"] as const) {
    for (const name of names[lang]) headingIndex.set(name, { section, lang });
  }
}

/** The section a heading line opens, or null when the line is not a heading. */
export function headingOf(text: string): { section: Section; lang: "en" | "es" } | null {
  return headingIndex.get(fold(text)) ?? null;
}

export const MAIN_SECTIONS: ReadonlySet<Section> = new Set([
  "summary",
  "experience",
  "education",
  "otherMain",
]);

const FOOTER = /^(?:page|pagina) \d+ (?:of|de) \d+$/;

/** "Page 1 of 3" / "Página 1 de 3". */
export function isPageFooter(text: string): boolean {
  return FOOTER.test(fold(text));
}

/**
 * Joins wrapped lines into paragraphs: a new line after sentence ends and before bullets.
 * Linear (ADR 0017): the pieces are joined once, and only the last character is remembered —
 * reading the end of a growing concatenated string would flatten (copy) it on every line.
 */
export function joinParagraph(lines: string[]): string {
  const parts: string[] = [];
  let last = "";
  for (const line of lines) {
    if (!last) {
      if (line) parts.push(line);
    } else {
      const breaks = /^[•\-*·▪–]\s/.test(line) || ".:!?;".includes(last);
      parts.push(breaks ? "\n" : " ", line);
      if (!line) {
        last = breaks ? "\n" : " ";
        continue;
      }
    }
    if (line) last = line.at(-1) ?? "";
  }
  return parts.join("").trim();
}
