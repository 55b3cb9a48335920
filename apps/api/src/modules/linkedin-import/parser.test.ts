import { describe, expect, it } from "vitest";
import { NotLinkedInError, parseLinkedInItems } from "./parser";
import type { PdfItem } from "./pdf-lines";

type Row = [text: string, size?: number];

/** Items for one column of one page, top to bottom, 16pt apart. */
function column(rows: Row[], x: number, page = 1): PdfItem[] {
  return rows.map(([str, size = 10.5], i) => ({
    str,
    page,
    x,
    y: 740 - i * 16,
    size,
    width: str.length * 5,
  }));
}

const sidebar: Row[] = [
  ["Contact", 13],
  ["ana@example.com"],
  ["www.linkedin.com/in/ana (LinkedIn)"],
  ["Top Skills", 13],
  ["Python"],
  ["Django"],
  ["Languages", 13],
  ["English (Native or Bilingual)"],
];

describe("parseLinkedInItems", () => {
  it("reads a two-column export whose sidebar shares baselines with the main column", () => {
    const items = [
      ...column(sidebar, 30),
      ...column(
        [
          ["Ana Pérez", 26],
          ["Data Engineer at Acme", 12],
          ["Lima, Peru"],
          ["Experience", 15.75],
          ["Acme", 12],
          ["Data Engineer", 11.5],
          ["July 2022 - Present (2 years)"],
          ["Built pipelines."],
        ],
        220,
      ),
      ...column([["Page 1 of 2", 8]], 280).map((i) => ({ ...i, y: 25 })),
      ...column(
        [
          ["Education", 15.75],
          ["Universidad de Lima", 12],
          ["Bachelor of Engineering - BE, Industrial", 10.5],
          ["Engineering · (2012 - 2017)", 10.5],
        ],
        220,
        2,
      ),
    ];
    const draft = parseLinkedInItems(items);
    expect(draft).toMatchObject({
      language: "en",
      fullName: "Ana Pérez",
      headline: "Data Engineer at Acme",
      location: "Lima, Peru",
      summary: null,
      skillNames: ["Python", "Django"],
      experiences: [
        {
          company: "Acme",
          title: "Data Engineer",
          startDate: "2022-07",
          endDate: null,
          current: true,
          description: "Built pipelines.",
        },
      ],
      education: [
        {
          institution: "Universidad de Lima",
          degree: "Bachelor of Engineering - BE",
          field: "Industrial Engineering",
          startYear: 2012,
          endYear: 2017,
        },
      ],
    });
  });

  it("reads a one-column Spanish export with grouped roles, sized only by the name", () => {
    const rows: Row[] = [
      ["Contactar"],
      ["www.linkedin.com/in/juan (LinkedIn)"],
      ["Aptitudes principales"],
      ["Java"],
      ["Juan Soto", 26],
      ["Desarrollador Java"],
      ["Experiencia"],
      ["Falabella"],
      ["3 años 2 meses"],
      ["Líder técnico"],
      ["marzo de 2022 - actualidad (2 años)"],
      ["Santiago, Región Metropolitana de Santiago, Chile"],
      ["Lideré la migración a microservicios."],
      ["Desarrollador"],
      ["ene. de 2021 - feb. de 2022 (1 año 2 meses)"],
      ["Educación"],
      ["Universidad de Chile"],
      ["Ingeniería Civil en Computación · (2014 - 2020)"],
      ["Página 1 de 1"],
    ];
    const draft = parseLinkedInItems(column(rows, 50));
    expect(draft).toMatchObject({
      language: "es",
      fullName: "Juan Soto",
      headline: "Desarrollador Java",
    });
    expect(draft.skillNames).toEqual(["Java"]);
    expect(draft.experiences).toEqual([
      {
        company: "Falabella",
        title: "Líder técnico",
        startDate: "2022-03",
        endDate: null,
        current: true,
        description: "Lideré la migración a microservicios.",
        industry: null,
      },
      {
        company: "Falabella",
        title: "Desarrollador",
        startDate: "2021-01",
        endDate: "2022-02",
        current: false,
        description: "",
        industry: null,
      },
    ]);
    expect(draft.education).toEqual([
      {
        institution: "Universidad de Chile",
        degree: "Ingeniería Civil en Computación",
        field: "",
        startYear: 2014,
        endYear: 2020,
      },
    ]);
  });

  it("tells a new company from another role at the same company by type size", () => {
    const main = column(
      [
        ["Pat Lee", 26],
        ["Experience", 15.75],
        ["Big Co", 12],
        ["4 years", 10.5],
        ["Staff Engineer", 11.5],
        ["2022 - Present (2 years)", 10.5],
        ["Engineer", 11.5],
        ["2020 - 2022 (2 years)", 10.5],
        ["Did things.", 10.5],
        ["Small Co", 12],
        ["Intern", 11.5],
        ["2019 - 2020 (1 year)", 10.5],
      ],
      220,
    );
    const draft = parseLinkedInItems([...column(sidebar, 30), ...main]);
    expect(draft.experiences.map((e) => [e.company, e.title, e.description])).toEqual([
      ["Big Co", "Staff Engineer", ""],
      ["Big Co", "Engineer", "Did things."],
      ["Small Co", "Intern", ""],
    ]);
    expect(draft.location).toBeNull();
  });

  it("rejects a CV that has an Experience section but nothing of LinkedIn", () => {
    const rows: Row[] = [["Curriculum Vitae"], ["Experience"], ["Acme"], ["Dev"], ["2019 - 2020"]];
    expect(() => parseLinkedInItems(column(rows, 50))).toThrow(NotLinkedInError);
  });

  it("rejects a document without Experience or Education", () => {
    const rows: Row[] = [["Invoice 42"], ["Contact"], ["Total: 100 USD"], ["Page 1 of 1"]];
    expect(() => parseLinkedInItems(column(rows, 50))).toThrow(NotLinkedInError);
  });
});
