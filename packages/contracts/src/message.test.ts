import { describe, expect, it } from "vitest";
import { explanationTemplates, renderExplanation } from "./matching/matches";
import { formatMessage } from "./message";

const text = (key: keyof typeof explanationTemplates, params: Record<string, string | number>) => ({
  es: renderExplanation(key, params, "es").text,
  en: renderExplanation(key, params, "en").text,
});

describe("formatMessage (ICU plural subset)", () => {
  it("picks =N, then the language's plural category, then other", () => {
    const tpl = "{n, plural, =0 {none} one {# thing} other {# things}}";
    expect(formatMessage(tpl, { n: 0 }, "en")).toBe("none");
    expect(formatMessage(tpl, { n: 1 }, "en")).toBe("1 thing");
    expect(formatMessage(tpl, { n: 2 }, "en")).toBe("2 things");
    expect(formatMessage(tpl, { n: 1500 }, "en")).toBe("1,500 things");
  });

  it("renders arguments inside plural branches, text around them, and a reused template alike", () => {
    const tpl = "Left: {n, plural, one {# of {total}} other {# of {total} ({who})}}, {who}.";
    for (let run = 0; run < 2; run++) {
      expect(formatMessage(tpl, { n: 1, total: 3, who: "Ana" }, "en")).toBe("Left: 1 of 3, Ana.");
      expect(formatMessage(tpl, { n: 2000, total: 3000, who: "Ana" }, "es")).toBe(
        "Left: 2.000 of 3.000 (Ana), Ana.",
      );
    }
    expect(formatMessage("{missing} and {n}", { n: 4 }, "en")).toBe(" and 4");
    expect(() => formatMessage("{open", {}, "en")).toThrow(/Unbalanced/);
  });
});

describe("match explanations", () => {
  it("groups amounts the way money is shown, from four digits on", () => {
    expect(text("salary.within", { expected: 3800, budget: 5000 })).toEqual({
      es: "Pretende 3.800 USD/mes, dentro del presupuesto (máx. 5.000 USD/mes).",
      en: "Expects USD 3,800/month, within the budget (max USD 5,000/month).",
    });
  });

  it("uses real plurals in both languages (no '(s)' and no '0 nearly')", () => {
    expect(text("skills.coverage", { met: 1, total: 1, near: 0 })).toEqual({
      es: "Cumple 1 de 1 habilidad obligatoria con el nivel pedido.",
      en: "Meets 1 of 1 required skill at the requested level.",
    });
    expect(text("skills.coverage", { met: 1, total: 3, near: 2 })).toEqual({
      es: "Cumple 1 de 3 habilidades obligatorias con el nivel pedido; 2 más están cerca.",
      en: "Meets 1 of 3 required skills at the requested level; 2 more are close.",
    });
    expect(text("activity.days", { days: 0 }).en).toBe("Last active today.");
    expect(text("activity.days", { days: 1 })).toEqual({
      es: "Última actividad hace 1 día.",
      en: "Last active 1 day ago.",
    });
    expect(text("english.level", { level: "B2", above: 0, minimum: "B2" }).en).toBe(
      "English B2: exactly the minimum (B2).",
    );
    expect(text("english.below", { level: "A2", below: 1, minimum: "B1" }).es).toBe(
      "Inglés A2: 1 nivel por debajo del mínimo (B1).",
    );
    expect(text("seniority.distance", { steps: 2 }).es).toBe(
      "Seniority a 2 niveles del rango pedido.",
    );
    for (const key of Object.keys(explanationTemplates) as Array<
      keyof typeof explanationTemplates
    >) {
      for (const n of [0, 1, 2, 5]) {
        const params = {
          met: n,
          total: n,
          near: n,
          steps: n,
          above: n,
          below: n,
          weeks: n,
          days: n,
        };
        const both = text(key, { ...params, level: "B1", minimum: "B1", expected: 1, budget: 1 });
        expect(`${both.es} ${both.en}`).not.toMatch(/\(s\)|\(es\)|[{}#]/);
      }
    }
  });

  it("names countries and English groups instead of codes, and '?' as not stated", () => {
    expect(text("excluded.country_not_allowed", { country: "PE" })).toEqual({
      es: "Fuera del ranking: país Perú no admitido por la oferta.",
      en: "Excluded: country Peru not allowed by the offer.",
    });
    expect(text("excluded.country_not_allowed", { country: "?" }).es).toBe(
      "Fuera del ranking: país sin indicar no admitido por la oferta.",
    );
    expect(text("excluded.english_below_minimum", { level: "A1", group: "fluent" })).toEqual({
      es: "Fuera del ranking: inglés A1 por debajo del grupo pedido (Inglés fluido).",
      en: "Excluded: English A1 below the required group (Fluent English).",
    });
  });
});
