import { MatchList, PresentedCandidate } from "@encaja/contracts";
import { findCompanyMatchWeights } from "@encaja/db/queries";
import { MATCH_WEIGHTS } from "@encaja/matching";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { createSignedInUser } from "../../testing/factories";
import { prefersEnglish, recordTestDecisions } from "../../testing/match-learning";
import { createMatchDeveloper } from "../../testing/matching";
import { createTestOffer } from "../../testing/offers";
import { createPresentedCandidate } from "../../testing/presentations";
import { requestsWith, setupTestAppAs } from "../../testing/setup";
import { refitCompanyWeights } from "./learning";

const { t, user: matcher, get } = setupTestAppAs("matchers");
const http = requestsWith(t);

/**
 * An offer (English minimum B1, budget 4,500) with two developers alike but for English and
 * salary: "Fluent" (C2, 20% over the budget) trails "Local" (B1, within it) on the default
 * weights, and leads once English weighs more. "Far" is excluded (country).
 */
async function offerWithPool() {
  const { id, customerId } = await createTestOffer(t.db.db);
  const fluent = await createMatchDeveloper(t.db.db, {
    firstName: "Fluent",
    englishLevel: "c2",
    salaryUsd: 5400,
  });
  const local = await createMatchDeveloper(t.db.db, { firstName: "Local", englishLevel: "b1" });
  const far = await createMatchDeveloper(t.db.db, { firstName: "Far", country: "ES" });
  return { id, customerId, fluent, local, far };
}

const idsOf = (list: MatchList) => list.items.map((m) => m.developer.professionalId);
const matches = async (
  offerId: string,
  query = "",
  headers: Record<string, string> = matcher.headers,
) =>
  expectBody(
    await get(`/offers/${offerId}/matches?limit=100&includeExcluded=true${query}`, headers),
    MatchList,
  );

describe("ranking adjusted to the company's decisions", () => {
  it("reorders after decisions, never changes exclusions, and ranking=base is the default ranking", async () => {
    const pool = await offerWithPool();
    // Recorded but not yet learnt from: the ranking is the default one.
    await recordTestDecisions(t.db.db, {
      offerId: (await createTestOffer(t.db.db, { customerId: pool.customerId })).id,
      customerId: pool.customerId,
      outcomes: prefersEnglish(),
    });
    const before = await matches(pool.id);
    expect(before.ranking).toMatchObject({ kind: "adjusted", changes: [], decisionsUsed: 0 });
    expect(before.ranking.explanation.text).toContain("todavía ninguna decisión registrada");
    const order = idsOf(before);
    expect(order.indexOf(pool.local.developerId)).toBeLessThan(
      order.indexOf(pool.fluent.developerId),
    );

    await refitCompanyWeights(t.db.db, pool.customerId);

    const adjusted = await matches(pool.id);
    const after = idsOf(adjusted);
    expect(after.indexOf(pool.fluent.developerId)).toBeLessThan(
      after.indexOf(pool.local.developerId),
    );
    const excludedIds = (list: MatchList) =>
      list.items.filter((m) => m.excluded).map((m) => m.developer.professionalId);
    expect(excludedIds(adjusted)).toEqual(excludedIds(before));
    expect(excludedIds(adjusted)).toContain(pool.far.developerId);
    expect(new Set(after)).toEqual(new Set(order));

    const [english] = adjusted.ranking.changes.filter((c) => c.criterion === "english");
    expect(english!.to).toBeGreaterThan(MATCH_WEIGHTS.english);
    const top = adjusted.items[0]!;
    expect(top.parts.reduce((sum, p) => sum + p.weight, 0)).toBe(100);
    expect(top.parts.find((p) => p.criterion === "english")!.weight).toBe(english!.to);
    expect(adjusted.ranking.decisionsUsed).toBe(20);
    expect(adjusted.ranking.explanation.text).toMatch(
      /aprobó 9 de 10 candidaturas con «Inglés» por encima de la media y 1 de 10 del resto: «Inglés» pesa más \(8 → \d+ puntos\)/,
    );

    const base = await matches(pool.id, "&ranking=base");
    expect(base.items).toEqual(before.items);
    expect(base.ranking).toMatchObject({ kind: "base", changes: [] });

    const en = await matches(pool.id, "", { ...matcher.headers, "accept-language": "en" });
    expect(en.ranking.explanation.text).toMatch(
      /approved 9 of 10 candidates above average on “English” and 1 of 10 others: “English” weighs more/,
    );
  });

  it("refits the company's weights after its decision", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    const presented = await createPresentedCandidate(t.db.db, { customerId: customer.customerId! });
    await recordTestDecisions(t.db.db, {
      offerId: presented.offerId,
      customerId: presented.customerId,
      outcomes: prefersEnglish(),
    });
    expect(await findCompanyMatchWeights(t.db.db, presented.customerId)).toBeUndefined();
    const res = await http.post(
      `/customers/me/candidates/${presented.candidateId}/decision`,
      customer.headers,
      { decision: "approved", feedback: "" },
    );
    expectBody(res, PresentedCandidate);
    const row = await findCompanyMatchWeights(t.db.db, presented.customerId);
    expect(row?.decisionsUsed).toBe(20);
    expect(row!.weights.english).toBeGreaterThan(MATCH_WEIGHTS.english);
  });
});
