import { LinkedInDraft } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { seedCatalog } from "@encaja/db/seed";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { expectBody } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import { buildLinkedInPdf, buildPlainPdf, type FixtureProfile } from "../../testing/linkedin-pdf";
import { englishProfile, spanishProfile } from "../../testing/linkedin-profiles";
import { multipartFile } from "../../testing/multipart";

let t: TestApp;
let developer: Record<string, string>;
let skillIds: Map<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.db.db);
  developer = (await createSignedInUser(t.db.db, "developer")).headers;
  const rows = await t.db.db.select().from(schema.skills);
  skillIds = new Map(rows.map((r) => [r.code, r.id]));
});
afterAll(() => t.close());

const URL = "/developers/me/linkedin-import";
const upload = (data: Buffer, headers = developer, filename = "Profile.pdf") => {
  const body = multipartFile("file", filename, "application/pdf", data);
  return t.app.inject({
    method: "POST",
    url: URL,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};

/** Imports the profile's export: a draft whose language and header lines are the profile's. */
async function importDraft(profile: FixtureProfile) {
  const res = await upload(await buildLinkedInPdf(profile));
  const draft = expectBody(res, LinkedInDraft);
  expect(draft).toMatchObject({
    language: profile.lang,
    fullName: profile.name,
    headline: profile.headline,
    location: profile.location,
  });
  return draft;
}

describe("POST /developers/me/linkedin-import", () => {
  it("reads an English export into a draft", async () => {
    const draft = await importDraft(englishProfile);
    expect(draft.summary).toMatch(
      /^Backend engineer with eight years.*Latin America\.\nI enjoy mentoring/s,
    );
    expect(draft.experiences.map(({ description: _, ...e }) => e)).toEqual([
      {
        company: "Globant",
        title: "Senior Software Engineer",
        startDate: "2021-03",
        endDate: null,
        current: true,
        industry: null,
      },
      {
        company: "Globant",
        title: "Software Engineer",
        startDate: "2019-01",
        endDate: "2021-02",
        current: false,
        industry: null,
      },
      {
        company: "Mercado Libre",
        title: "Backend Developer",
        startDate: "2017-06",
        endDate: "2018-12",
        current: false,
        industry: null,
      },
      {
        company: "Freelance",
        title: "Web Developer",
        startDate: "2015-01",
        endDate: "2017-12",
        current: false,
        industry: null,
      },
    ]);
    const [lead, , meli, freelance] = draft.experiences;
    expect(lead?.description).toMatch(
      /^Tech lead of a team of six building payment APIs\.\n- Project 1:/,
    );
    expect(lead?.description).toContain("- Project 12: built and operated services");
    expect(lead?.description).not.toMatch(/Page \d|Buenos Aires, Argentina/);
    expect(meli?.description.startsWith("Worked on the shipping calculator")).toBe(true);
    expect(freelance?.description).toBe("");
    expect(draft.education).toEqual([
      {
        institution: "Universidad de Buenos Aires",
        degree: "Bachelor's degree",
        field: "Computer Science",
        startYear: 2010,
        endYear: 2015,
      },
      {
        institution: "Coursera",
        degree: "Certificate",
        field: "Machine Learning",
        startYear: null,
        endYear: 2020,
      },
    ]);
    expect(draft.skills).toEqual([
      { name: "Node.js", skillId: skillIds.get("nodejs"), code: "nodejs" },
      { name: "Amazon Web Services (AWS)", skillId: skillIds.get("aws"), code: "aws" },
      { name: "Team Leadership", skillId: null, code: null },
    ]);
  });

  it("reads a Spanish export into a draft", async () => {
    const draft = await importDraft(spanishProfile);
    expect(draft.summary).toBe(
      "Ingeniero de sistemas con más de seis años construyendo productos web para banca y delivery.",
    );
    expect(
      draft.experiences.map((e) => [e.company, e.title, e.startDate, e.endDate, e.current]),
    ).toEqual([
      ["Rappi", "Desarrollador Full Stack", "2021-01", null, true],
      ["Bancolombia", "Desarrollador Backend", "2019-04", "2020-12", false],
      ["Bancolombia", "Practicante de desarrollo", "2018-10", "2019-03", false],
      ["Universidad Nacional de Colombia", "Monitor académico", "2016-01", "2018-12", false],
    ]);
    expect(draft.experiences[0]?.description).toContain("- Proyecto 14:");
    expect(draft.experiences[2]?.description).toBe("");
    expect(draft.education).toEqual([
      {
        institution: "Universidad Nacional de Colombia",
        degree: "Ingeniería de Sistemas y Computación",
        field: "Ingeniería de software",
        startYear: 2013,
        endYear: 2018,
      },
      {
        institution: "Platzi",
        degree: "Escuela de JavaScript",
        field: "",
        startYear: null,
        endYear: 2019,
      },
    ]);
    expect(draft.skills.map((s) => [s.name, s.code])).toEqual([
      ["React.js", "react"],
      ["Metodologías ágiles", "agile"],
      ["Gestión de proyectos", null],
    ]);
    expect(draft.skills[0]?.skillId).toBe(skillIds.get("react"));
  });

  it("saves nothing", async () => {
    const snapshot = async () => {
      const count = async (
        table: typeof schema.experiences | typeof schema.education | typeof schema.developerSkills,
      ) => (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
      return {
        experiences: await count(schema.experiences),
        education: await count(schema.education),
        skills: await count(schema.developerSkills),
        developers: await t.db.db.select().from(schema.developers),
      };
    };
    const before = await snapshot();
    expect((await upload(await buildLinkedInPdf(englishProfile))).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});

describe("POST /developers/me/linkedin-import rejects", () => {
  const rejects = (
    res: { statusCode: number; json: () => unknown },
    status: number,
    code = "UNSUPPORTED_FILE",
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status, code });
  };

  it("a text file renamed .pdf (415)", async () => {
    rejects(await upload(Buffer.from("Experience\nGlobant\nPage 1 of 1\n")), 415);
  });

  it("a malformed PDF (415)", async () => {
    const good = await buildLinkedInPdf(englishProfile);
    const corrupt = Buffer.concat([
      good.subarray(0, 16),
      Buffer.alloc(4000, 0x41),
      good.subarray(4016),
    ]);
    rejects(await upload(corrupt), 415);
    rejects(await upload(good.subarray(0, good.length / 2)), 415);
  });

  it("a PDF that is not a LinkedIn export (422 NOT_LINKEDIN_PDF, not a format problem)", async () => {
    const res = await upload(
      await buildPlainPdf(["Invoice 2024-001", "Total: 120 USD", "Thank you"]),
    );
    rejects(res, 422, "NOT_LINKEDIN_PDF");
    expect(res.json().message).toMatch(/does not look like a LinkedIn/);
    const cv = await buildPlainPdf([
      "Curriculum Vitae",
      "Experience",
      "Acme",
      "Developer",
      "2019 - 2021",
    ]);
    rejects(await upload(cv), 422, "NOT_LINKEDIN_PDF");
  });

  it("a file over 10 MB (413)", async () => {
    const big = Buffer.concat([
      Buffer.from("%PDF-1.7\n"),
      Buffer.alloc(10 * 1024 * 1024 + 10, 0x20),
    ]);
    rejects(await upload(big), 413, "PAYLOAD_TOO_LARGE");
  });

  it("a request without a file (400 VALIDATION) or not multipart (415)", async () => {
    const body = multipartFile("photo", "Profile.pdf", "application/pdf", Buffer.from("%PDF-1.7"));
    const wrongField = await t.app.inject({
      method: "POST",
      url: URL,
      payload: body.payload,
      headers: { ...developer, ...body.headers },
    });
    rejects(wrongField, 400, "VALIDATION");
    expect(wrongField.json().errors).toEqual([
      { path: "body.file", message: "Attach your LinkedIn PDF in the field 'file'" },
    ]);
    const json = await t.app.inject({ method: "POST", url: URL, payload: {}, headers: developer });
    rejects(json, 415);
  });

  it("callers who are not developers (401/403)", async () => {
    const pdf = await buildLinkedInPdf(englishProfile);
    expect((await upload(pdf, {})).statusCode).toBe(401);
    const customer = await createSignedInUser(t.db.db, "customer");
    const res = await upload(pdf, customer.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("FORBIDDEN");
  });
});
