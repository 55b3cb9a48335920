import * as schema from "@encaja/db/schema";
import { MATCH_TUNING, type RankedRow, rankDevelopers } from "@encaja/matching";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { seedTestCatalog, skillId } from "../../testing/developers";
import { createMatchDeveloper, type MatchDeveloperInput } from "../../testing/matching";
import { createTestOffer } from "../../testing/offers";
import { exclusionsOf, toMatch } from "./explain";
import { loadMatchSpec } from "./matching.service";

// The time-zone, context and related-skill criteria against the real SQL. The test offer asks
// for Node.js ≥ medium (required) and PostgreSQL ≥ low (nice); each test sets its context.
let t: TestApp;
let offerId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalog(t.db.db);
  offerId = (await createTestOffer(t.db.db)).id;
});
afterAll(() => t.close());

const day = (iso: string) => Math.floor(Date.parse(iso) / 86_400_000);
const JULY = day("2026-07-01");
const JANUARY = day("2026-01-15");

async function setOffer(values: Partial<typeof schema.offers.$inferInsert>) {
  await t.db.db
    .update(schema.offers)
    .set({ timeZone: null, minOverlapHours: 0, industry: null, companySize: null, ...values })
    .where(eq(schema.offers.id, offerId));
}

interface Extra {
  timeZone?: string | null;
  work?: [number, number];
  experiences?: Array<Partial<typeof schema.experiences.$inferInsert>>;
}

async function scored(input: MatchDeveloperInput & Extra, today?: number): Promise<RankedRow> {
  const { developerId } = await createMatchDeveloper(t.db.db, input);
  await t.db.db
    .update(schema.developers)
    .set({
      timeZone: input.timeZone ?? null,
      workStartMinute: input.work?.[0] ?? null,
      workEndMinute: input.work?.[1] ?? null,
    })
    .where(eq(schema.developers.id, developerId));
  for (const e of input.experiences ?? []) {
    await t.db.db.insert(schema.experiences).values({
      developerId,
      company: "Co",
      title: "Dev",
      startMonth: "2020-01-01",
      endMonth: "2021-06-01",
      ...e,
    });
  }
  const { spec } = await loadMatchSpec(t.db.db, offerId);
  const [row] = await rankDevelopers(t.db.db, {
    spec,
    tuning: MATCH_TUNING,
    includeExcluded: true,
    limit: 1,
    developerIds: [developerId],
    today,
  });
  return row!;
}

const close = (value: number, expected: number) => expect(Number(value)).toBeCloseTo(expected, 6);

describe("criterion: time zone (weight 4)", () => {
  it("is the overlap with the offer's 09–18 over 8 hours; DST moves it", async () => {
    await setOffer({ timeZone: "Europe/Madrid" });
    // Bogotá 09–18 is 14–23 UTC; Madrid's is 07–16 UTC in summer, 08–17 in winter.
    const summer = await scored({ timeZone: "America/Bogota" }, JULY);
    expect(summer.tz_overlap).toBe(120);
    close(summer.v_time_zone, 120 / 480);
    const winter = await scored({ timeZone: "America/Bogota" }, JANUARY);
    expect(winter.tz_overlap).toBe(180);
    close(winter.v_time_zone, 180 / 480);
  });

  it("counts a working day that crosses midnight UTC (circular overlap)", async () => {
    await setOffer({ timeZone: "America/New_York" });
    // Auckland 09–18 in January (UTC+13) is 20:00–05:00 UTC; New York's 14–23 UTC.
    const row = await scored({ timeZone: "Pacific/Auckland" }, JANUARY);
    expect(row.tz_overlap).toBe(180);
    const early = await scored({ timeZone: "America/New_York", work: [360, 600] }, JANUARY);
    expect(early.tz_overlap).toBe(60);
  });

  it("excludes below the minimum overlap; never a developer without a zone (unknown credit)", async () => {
    await setOffer({ timeZone: "Europe/Madrid", minOverlapHours: 3 });
    const summer = await scored({ timeZone: "America/Bogota" }, JULY);
    expect(exclusionsOf(summer)).toEqual(["time_zone"]);
    const spec = (await loadMatchSpec(t.db.db, offerId)).spec;
    expect(toMatch(summer, spec, "en").excluded?.explanation.text).toBe(
      "Excluded: 2 h of overlap between America/Bogota and Europe/Madrid, less than the 3 h required.",
    );
    expect(exclusionsOf(await scored({ timeZone: "America/Bogota" }, JANUARY))).toEqual([]);
    const unknown = await scored({ timeZone: null }, JULY);
    expect(exclusionsOf(unknown)).toEqual([]);
    close(unknown.v_time_zone, MATCH_TUNING.unknownCredit);
  });

  it("is 1 for everyone when the offer states no zone", async () => {
    await setOffer({});
    close((await scored({ timeZone: "Asia/Tokyo" })).v_time_zone, 1);
  });

  it("explains the overlap in hours with both zones", async () => {
    await setOffer({ timeZone: "Europe/Madrid" });
    const row = await scored({ timeZone: "America/Bogota" }, JANUARY);
    const spec = (await loadMatchSpec(t.db.db, offerId)).spec;
    const part = (locale: "es" | "en") =>
      toMatch(row, spec, locale).parts.find((p) => p.criterion === "time_zone")!.explanation.text;
    expect(part("en")).toBe("3 h of overlap between America/Bogota and Europe/Madrid.");
    expect(part("es")).toBe("3 h de solapamiento entre America/Bogota y Europe/Madrid.");
  });
});

describe("criterion: context (weight 6)", () => {
  const fintech = { industry: "fintech", companySize: "51-200" } as const;

  it("months of matching experience over 36 months of a full match", async () => {
    await setOffer(fintech);
    // 18 months, same industry and size: 18 × 6 points of 36 × 6.
    const exact = await scored({ experiences: [{ ...fintech }] });
    close(exact.v_context, 0.5);
    // 36 months, one size bucket away: 36 × (4 + 1) of 36 × 6.
    const near = await scored({
      experiences: [
        {
          industry: "fintech",
          companySize: "11-50",
          startMonth: "2018-01-01",
          endMonth: "2020-12-01",
        },
      ],
    });
    close(near.v_context, 5 / 6);
    const long = await scored({
      experiences: [{ ...fintech, startMonth: "2010-01-01", endMonth: "2019-12-01" }],
    });
    close(long.v_context, 1);
    close((await scored({})).v_context, 0);
  });

  it("counts a current job up to today", async () => {
    await setOffer(fintech);
    const row = await scored(
      {
        experiences: [{ ...fintech, startMonth: "2026-01-01", endMonth: null, current: true }],
      },
      JULY,
    );
    close(row.v_context, (7 * 6) / (36 * 6));
  });

  it("is 1 when the offer states no context", async () => {
    await setOffer({});
    close((await scored({})).v_context, 1);
  });

  it("explains the experience in plain words", async () => {
    await setOffer(fintech);
    const spec = (await loadMatchSpec(t.db.db, offerId)).spec;
    const text = (row: RankedRow, locale: "es" | "en") =>
      toMatch(row, spec, locale).parts.find((p) => p.criterion === "context")!.explanation.text;
    const row = await scored({ experiences: [{ ...fintech }] });
    expect(text(row, "es")).toBe("1,5 años en Fintech en empresas de 51–200 personas.");
    expect(text(row, "en")).toBe("1.5 years in Fintech at companies of 51–200 people.");
    const none = await scored({});
    expect(text(none, "en")).toBe("No experience in Fintech yet.");
    expect(text(none, "es")).toBe("Aún sin experiencia en Fintech.");
  });
});

describe("related skills: partial credit", () => {
  beforeAll(async () => {
    const [a, b] = [await skillId(t.db.db, "nodejs"), await skillId(t.db.db, "python")];
    await t.db.db.execute(sql`insert into skill_relations (skill_id, related_skill_id, strength)
      values (least(${a}::uuid, ${b}::uuid), greatest(${a}::uuid, ${b}::uuid), 80)`);
  });

  it("a related skill earns credit × strength, never on top of the skill's own", async () => {
    await setOffer({});
    const related = await scored({ skills: [["python", "high_use"]] });
    close(related.v_skills, (0.5 * 0.8) / 1.3);
    // Node.js one level below (0.5) is worth more than the related credit (0.4): no bonus.
    close(
      (
        await scored({
          skills: [
            ["nodejs", "low_use"],
            ["python", "high_use"],
          ],
        })
      ).v_skills,
      0.5 / 1.3,
    );
    // Two levels below (0.2): the related credit is the better one, not added to it.
    close(
      (
        await scored({
          skills: [
            ["nodejs", "informative"],
            ["python", "high_use"],
          ],
        })
      ).v_skills,
      0.4 / 1.3,
    );
    const spec = (await loadMatchSpec(t.db.db, offerId)).spec;
    const skills = (locale: "es" | "en") =>
      toMatch(related, spec, locale).parts.find((p) => p.criterion === "skills")!.explanation.text;
    expect(skills("en")).toMatch(/Python, related to Node\.js: partial credit\.$/);
    expect(skills("es")).toMatch(/Python, relacionado con Node\.js: crédito parcial\.$/);
  });
});
