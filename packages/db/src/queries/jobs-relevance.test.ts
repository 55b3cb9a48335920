import { and, asc, desc, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../client";
import { customers, offers } from "../schema";
import { createTestDb } from "../testing";
import { boardFilters, type JobSearch, searchJobs } from "./jobs";
import type { KeysetAfter } from "./keyset";
import { boardColumns, selectOffers, withOfferSkills } from "./offers";
import { prefixQuery } from "./search-text";

/**
 * The board's text pages read band by band (ADR 0065) against the single statement they replace
 * (ADR 0037): `ts_filter` on the search document's weights scores every match, and one keyset
 * condition on (score, createdAt, id) pages them.
 */
function referencePage(db: DbHandle["db"], search: JobSearch & { q: string }) {
  const any = prefixQuery(search.q, ["spanish", "english"], "any");
  const part = (weight: string, points: number) =>
    sql`(case when ts_filter(${offers.searchVector}, ${`{${weight}}`}::"char"[]) @@ ${any} then ${sql.raw(String(points))} else 0 end)`;
  const score = sql<number>`(${part("a", 2)} + ${part("b", 1)})`;
  const op = sql.raw(search.direction === "DESC" ? "<" : ">");
  const after = search.after;
  const position: SQL | undefined = after
    ? sql`(${score} < ${after.score ?? 0} or (${score} = ${after.score ?? 0} and (${offers.createdAt}, ${offers.id}) ${op} (${after.createdAt}::timestamptz, ${after.id}::uuid)))`
    : undefined;
  const order = search.direction === "DESC" ? desc : asc;
  return selectOffers(db, score, boardColumns, withOfferSkills)
    .where(and(...boardFilters(search), position))
    .orderBy(sql`score desc`, order(offers.createdAt), order(offers.id))
    .limit(search.limit + 1);
}

type Page = Awaited<ReturnType<typeof searchJobs>>;
type Read = (search: JobSearch & { q: string }) => PromiseLike<Page>;

/** Every page in turn, each row as id, score, cursor and skills; the next from its last row. */
async function allPages(read: Read, search: JobSearch & { q: string }) {
  const seen: string[] = [];
  let after: KeysetAfter | undefined;
  for (;;) {
    const rows = await read({ ...search, after });
    const kept = rows.slice(0, search.limit);
    seen.push(
      ...kept.map((r) => `${r.offer.id} ${r.score} ${r.cursor} ${r.skills.map((k) => k.code)}`),
    );
    const last = kept[kept.length - 1];
    if (rows.length <= search.limit || !last) return seen;
    after = { createdAt: last.cursor, id: last.offer.id, score: Number(last.score) };
  }
}

let handle: DbHandle;
const base = Date.parse("2026-10-01T12:00:00Z");

/** Title, skill names, description, tech role: one offer each in every band of some search. */
const kinds: Array<[string, string, string, "backend" | "frontend" | "data_engineer"]> = [
  [
    "Desarrollador/a Backend Node.js",
    "Node.js PostgreSQL",
    "Equipo de pagos digitales.",
    "backend",
  ],
  ["Ingeniera de Datos", "Python SQL", "Pipelines de datos y modelos.", "data_engineer"],
  ["Frontend React Developer", "React TypeScript", "Remote team building e-commerce.", "frontend"],
  ["Data Engineer", "Python Spark", "Build data platforms for logistics.", "data_engineer"],
  ["Líder técnico/a", "Java Spring", "Programación en Java y mentoría.", "backend"],
  ["QA Automation", "Cypress JavaScript", "Pruebas automatizadas con Cypress.", "frontend"],
  ["Mobile Developer", "Kotlin Swift", "Apps de salud digital, algo de React Native.", "frontend"],
  ["Programador/a Python", "Django", "Ingeniería de software en banca abierta.", "backend"],
  ["DevOps Engineer", "Docker AWS", "Infraestructura; scripts en Python y node.", "backend"],
  ["Plataforma interna", "Go", "Desarrollamos con react, node y datos.", "backend"],
  ["Desarrolladora React", "React Node.js", "Producto de datos.", "frontend"],
  ["Ingeniero/a de Software", "TypeScript", "Trabajo remoto.", "backend"],
  ["Líder React", "Vue.js", "Equipo de producto.", "frontend"],
  ["Fullstack Engineer", "React Go", "Startup de logística.", "backend"],
];

beforeAll(async () => {
  handle = await createTestDb();
  const [customer] = await handle.db
    .insert(customers)
    .values({ name: "Bands" })
    .returning({ id: customers.id });
  const rows = Array.from({ length: 32 }, (_, i): typeof offers.$inferInsert => {
    const [title, skillNames, description, techRole] = kinds[(i * 5) % kinds.length]!;
    // Every fourth offer shares its predecessor's time: ties are ordered by id.
    const minute = i % 4 === 3 ? i - 1 : i;
    return {
      slug: `bands-${i}`,
      customerId: customer!.id,
      status: i === 7 ? "closed" : "open",
      isPublic: i !== 11,
      title,
      description,
      skillNames,
      techRole,
      seniorities: [i % 2 ? "senior" : "junior"],
      minEnglishLevel: "b1",
      modalities: ["remote"],
      countries: i % 3 ? [] : ["AR"],
      budgetMin: 1000,
      budgetMax: 2000 + i * 100,
      budgetCurrency: "USD",
      budgetPeriod: "month",
      budgetMaxMonthlyUsd: 2000 + i * 100,
      showSalary: i % 5 !== 0,
      hiringType: "direct",
      createdAt: new Date(base + minute * 60_000),
    };
  });
  await handle.db.insert(offers).values(rows);
});
afterAll(async () => {
  await handle?.close();
});

describe("text pages read band by band", () => {
  const searches: Array<Omit<JobSearch, "direction" | "limit"> & { q: string }> = [
    { q: "react" },
    { q: "node" },
    { q: "Node.js" },
    { q: "python" },
    { q: "datos" },
    { q: "data" },
    { q: "developer" },
    { q: "desarrolladora" },
    { q: "INGENIERÍA" },
    { q: "programación" },
    { q: "ingeniero datos" },
    { q: "react typescript" },
    { q: "python datos" },
    { q: "desarrollador node" },
    { q: "engineer python" },
    { q: "developer react" },
    { q: "java or kotlin" },
    { q: "cypress pruebas" },
    { q: "zzzq" },
    { q: "react", techRoles: ["frontend"], seniorities: ["senior"] },
    { q: "python or node", country: "AR", salaryMinMonthlyUsd: 2500 },
  ];

  // Windows of 1 and 4 offers send most bands through their indexes; the default window holds
  // the whole board here.
  it.each(searches)("gives the same pages as scoring every match: %j", async (search) => {
    for (const direction of ["DESC", "ASC"] as const) {
      for (const limit of [1, 5, 20]) {
        const page = { ...search, direction, limit };
        const reference = await allPages((s) => referencePage(handle.db, s), page);
        for (const windowRows of [1, 4, undefined]) {
          const pages = await allPages((s) => searchJobs(handle.db, s), { ...page, windowRows });
          expect(pages, JSON.stringify({ ...page, windowRows })).toEqual(reference);
        }
      }
    }
  });

  it("finds every band of a search in order", async () => {
    const scores = (await searchJobs(handle.db, { q: "react", direction: "DESC", limit: 50 })).map(
      (r) => r.score,
    );
    expect(new Set(scores)).toEqual(new Set([3, 2, 1, 0]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("reads a cursor without a score (older pages) as the description-only band", async () => {
    const [first] = await searchJobs(handle.db, { q: "react", direction: "DESC", limit: 50 });
    const after = { createdAt: first!.cursor, id: first!.offer.id };
    const search = { q: "react", direction: "DESC" as const, limit: 50, after };
    const ids = (rows: Page) => rows.map((r) => `${r.offer.id} ${r.score}`);
    expect(ids(await searchJobs(handle.db, search))).toEqual(
      ids(await referencePage(handle.db, search)),
    );
  });
});
