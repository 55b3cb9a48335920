import { MatchTips, routes } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { expectOk } from "../../testing/call";
import { skillId } from "../../testing/developers";
import { createMatchDeveloper, type MatchDeveloperInput } from "../../testing/matching";
import { completeOnboarding, createTestOffer } from "../../testing/offers";
import { requestsWith, setupSignedInUser, setupTestApp } from "../../testing/setup";
import { issueSession } from "../auth/session-policy";

const t = setupTestApp();
const matcher = setupSignedInUser(t, "matchers");
const { post } = requestsWith(t);

async function signedInMatchDeveloper(input: MatchDeveloperInput) {
  const dev = await createMatchDeveloper(t.db.db, input);
  const token = await issueSession(t.db.db, { userId: dev.userId, role: "developer" }, "password");
  await completeOnboarding(t.db.db, dev.developerId);
  return { ...dev, headers: { authorization: `Bearer ${token}` } };
}

const tipsOf = async (dev: { headers: Record<string, string> }, locale = "en") =>
  MatchTips.parse(
    expectOk(
      await t.call(
        routes.applications.matchTips,
        {},
        { as: dev, headers: { "accept-language": locale } },
      ),
    ),
  );

/** An offer asking Node.js (level 4) and Kubernetes, English C1, a 3,000 USD budget. */
const demandingOffer = async () =>
  createTestOffer(t.db.db, {
    body: {
      minEnglishLevel: "c1",
      countries: [],
      budget: { min: 2000, max: 3000, currency: "USD", period: "month" },
      skills: [
        { skillId: await skillId(t.db.db, "nodejs"), minLevel: "high_use", required: true },
        { skillId: await skillId(t.db.db, "kubernetes"), minLevel: "low_use", required: true },
      ],
    },
  });

describe("GET /applications/me/match-tips", () => {
  it("names the most frequent gaps against the offers applied to, in the reader's language", async () => {
    const dev = await signedInMatchDeveloper({
      englishLevel: "b2",
      salaryUsd: 4000,
      skills: [["nodejs", "medium_use"]],
    });
    for (let i = 0; i < 2; i++) {
      const offer = await demandingOffer();
      expect((await post(`/jobs/${offer.id}/apply`, dev.headers)).statusCode).toBe(201);
    }
    const en = await tipsOf(dev);
    expect(en.offersConsidered).toBe(2);
    const kinds = en.tips.map((tip) => tip.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(["missing_skill", "skill_level", "english", "salary"]),
    );
    for (const tip of en.tips) expect(tip.offers).toBe(2);
    const english = en.tips.find((tip) => tip.kind === "english")!;
    expect(english.text).toBe(
      "2 offers asked for English C1 or above; yours is B2. One more level opens more offers like these.",
    );
    expect(en.tips.find((tip) => tip.kind === "missing_skill")!.text).toContain("Kubernetes");
    expect(en.tips.find((tip) => tip.kind === "skill_level")!.text).toContain("Expert use");
    const es = await tipsOf(dev, "es");
    expect(es.tips.find((tip) => tip.kind === "english")!.text).toContain(
      "2 ofertas pedían inglés C1",
    );
  });

  it("has nothing to say without applications, and never counts pending invitations", async () => {
    const dev = await signedInMatchDeveloper({});
    expect(await tipsOf(dev)).toEqual({ offersConsidered: 0, tips: [] });
  });

  it("is for developers only", async () => {
    const res = await t.call(routes.applications.matchTips, {}, { as: matcher });
    expect(res.status).toBe(403);
  });
});

describe("GET /applications/me/:id/match-tips", () => {
  it("explains one application, and answers 404 for someone else's", async () => {
    const dev = await signedInMatchDeveloper({ englishLevel: "c2", salaryUsd: 2500 });
    const other = await signedInMatchDeveloper({});
    const offer = await demandingOffer();
    const applied = await post(`/jobs/${offer.id}/apply`, dev.headers);
    const id = applied.json().id as string;
    const mine = MatchTips.parse(
      expectOk(
        await t.call(routes.applications.applicationMatchTips, { params: { id } }, { as: dev }),
      ),
    );
    expect(mine.offersConsidered).toBe(1);
    // Node.js at the level asked, English and salary within the offer: only Kubernetes is missing.
    expect(mine.tips.map((tip) => tip.kind)).toEqual(["missing_skill"]);
    const theirs = await t.call(
      routes.applications.applicationMatchTips,
      { params: { id } },
      { as: other },
    );
    expect(theirs.status).toBe(404);
  });
});
