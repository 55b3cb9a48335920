import type { Match } from "@encaja/contracts";
import { createDeveloper } from "./support/developers";
import { expect, test } from "./support/fixtures";
import { offerWithRankedDevelopers, rankingCountry } from "./support/offers";
import { openMove } from "./support/pipeline";
import { bankQuiz, passQuiz } from "./support/quizzes";

/** A `datetime-local` value `days` from now at 10:00 (the browser's zone). */
function inDaysLocal(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:00`;
}

test("a matcher reads the ranking, adds two developers, rejects one and presents the other, with the history", async ({
  page,
  request,
  loginAs,
}) => {
  test.setTimeout(120_000);
  // An open offer of its own with two ranked developers (the second one step below the
  // seniority asked), none yet in its pipeline.
  const found = await offerWithRankedDevelopers(request, {
    locale: "en",
    country: rankingCountry.matchingEn,
    developers: [{}, { seniority: "semi_senior_advanced" }],
  });
  expect(found.free).toHaveLength(2);
  const offer = { id: found.offer.id, matches: found.matches, free: found.free };
  const [a, b] = offer.free.map((i) => offer.matches[i] as Match);
  if (!a || !b) throw new Error("unreachable");
  const top = offer.matches[0] as Match;

  await loginAs("matchers");
  await page.goto(`/en/matchers/offer/${offer.id}`);
  await page.getByRole("tab", { name: "Matches" }).click();

  // Why the top match ranks first: its score and every criterion's explanation are shown.
  const ranked = page.getByRole("list", { name: "Ranked developers" });
  const first = ranked.getByRole("article").first();
  await expect(first.getByRole("heading")).toContainText(`1. ${top.developer.name}`);
  const why = first.getByRole("list", { name: `Why ${top.developer.name} ranks here` });
  await expect(why).toContainText(top.parts[0]?.explanation.text ?? "");
  await expect(
    first.getByRole("progressbar", { name: `Match score of ${top.developer.name}` }),
  ).toBeVisible();

  for (const index of offer.free.slice(0, 2)) {
    const card = ranked.getByRole("article").nth(index);
    const name = (offer.matches[index] as Match).developer.name;
    await card.getByRole("button", { name: `Add ${name} to the pipeline` }).click();
    await expect(card.getByText("In the pipeline: Suggested")).toBeVisible();
  }

  await page.getByRole("tab", { name: "Pipeline" }).click();
  const nameA = a.developer.name;
  const nameB = b.developer.name;

  // Rejecting needs a reason: refused without one, in place.
  const reject = await openMove(page, "en", nameA, "English not suitable");
  await reject.getByRole("button", { name: "Move" }).click();
  await expect(reject.getByRole("alert")).toHaveText("Write the reason for this status.");
  await reject.getByLabel("Reason").fill("Could not hold a technical conversation in English.");
  await reject.getByRole("button", { name: "Move" }).click();
  await expect(reject).toBeHidden();
  const discarded = page.getByRole("region", { name: /^Discarded/ });
  await expect(discarded.getByRole("listitem", { name: nameA })).toBeVisible();

  // The matching interview is scheduled from the card (date, time, interviewer), then the
  // developer is presented with an override (the soft and technical interviews are not approved).
  await page.getByRole("button", { name: `Matching interview with ${nameB}` }).click();
  const schedule = page.getByRole("dialog", { name: "Schedule the matching interview" });
  await schedule.getByLabel("Date and time").fill(inDaysLocal(2));
  await schedule.getByRole("button", { name: "Schedule" }).click();
  await expect(
    page.getByRole("heading", { name: `Matching interview: ${nameB} for`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText("candidate: Matching interview scheduled")).toBeVisible();
  await page.goto(`/en/matchers/offer/${offer.id}#pipeline`);
  const present = await openMove(page, "en", nameB, "Presented, awaiting decision");
  await present.getByRole("button", { name: "Move" }).click();
  await expect(present.getByRole("alert")).toHaveText("Choose an override reason.");
  await present.getByLabel("Override reason").selectOption({ label: "Trusted developer" });
  await present.getByRole("button", { name: "Move" }).click();
  await expect(present).toBeHidden();
  const presented = page.getByRole("region", { name: /^Presented/ });
  await expect(presented.getByRole("listitem", { name: nameB })).toBeVisible();

  // Both records keep who moved them, why, and the override.
  await page.getByRole("button", { name: `History of ${nameA}` }).click();
  let history = page.getByRole("dialog", { name: `History of ${nameA}` });
  await expect(history).toContainText("Suggested → English not suitable");
  await expect(history).toContainText(
    "Reason: Could not hold a technical conversation in English.",
  );
  await history.getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: `History of ${nameB}` }).click();
  history = page.getByRole("dialog", { name: `History of ${nameB}` });
  await expect(history).toContainText(
    "Matching interview scheduled → Presented, awaiting decision",
  );
  await expect(history).toContainText("Override: Trusted developer");
});

test("talent search keeps its filters in the URL, flags absurd ones, and /devsearch redirects", async ({
  page,
  request,
  loginAs,
}) => {
  test.setTimeout(90_000);
  // A senior TypeScript developer of its own, so the facets and the keyword search find one.
  await createDeveloper(request, { country: "HN" });
  await loginAs("matchers");
  await page.goto("/en/dev-search");
  const filters = page.getByRole("region", { name: "Filters" });
  // The URL is the filters' state: the box is ticked once the address says so.
  const senior = filters.getByRole("checkbox", { name: /^Senior \(\d+\)$/ });
  await senior.click();
  await expect(page).toHaveURL(/\/en\/dev-search\?seniority=senior$/);
  await expect(senior).toBeChecked();
  const results = page.getByRole("region", { name: "Results" });
  await expect(results.getByRole("status")).toContainText(/developers? found/);

  await filters.getByLabel("Maximum salary (USD a month)").fill("999999999");
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/salaryMax=999999999/);
  await expect(results.getByRole("alert")).toContainText("between 1 and 100,000");

  await page.goto("/en/devsearch?seniority=senior&modality=remote");
  await expect(page).toHaveURL(/\/en\/dev-search\?seniority=senior&modality=remote$/);
  await expect(
    page
      .getByRole("region", { name: "Filters" })
      .getByRole("checkbox", { name: /^Senior \(\d+\)$/ }),
  ).toBeChecked();
  await expect(page.getByText("Most recently active first.")).toBeVisible();

  // Keywords search as one types (no button): skill, stack or role matches first (the
  // developer above knows TypeScript). The results of "Type" never stand for "TypeScript".
  await page.goto("/en/dev-search");
  const keywords = page.getByRole("region", { name: "Filters" }).getByLabel("Keywords");
  await keywords.pressSequentially("Type");
  await expect(page).toHaveURL(/q=Type$/);
  await keywords.pressSequentially("Script", { delay: 50 });
  await expect(page).toHaveURL(/q=TypeScript/);
  await expect(keywords).toHaveValue("TypeScript");
  await expect(page.getByText(/^Skill, stack or role matches first/)).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Results" }).getByRole("article").first(),
  ).toContainText("TypeScript");
});

test("a matcher sees a developer's quiz-verified skill and assessment results on the profile", async ({
  page,
  request,
  loginAs,
}) => {
  test.setTimeout(90_000);
  const developer = await createDeveloper(request, {
    country: "HN",
    skills: [
      { code: "typescript", level: "high_use" },
      { code: "react", level: "medium_use" },
    ],
  });
  await passQuiz(request, developer.session, bankQuiz("quiz-typescript"));
  await loginAs("matchers");
  await page.goto(`/en/profiles/${developer.professionalId}`);
  const skills = page.getByRole("region", { name: "Skills" });
  await expect(skills.getByText(/^✓ TypeScript \(verified\)/)).toBeVisible();
  await expect(skills.getByText(/^React ·/)).toBeVisible();
  const results = page.getByRole("region", { name: "Assessments" });
  await expect(results.getByText("Verified skills:")).toBeVisible();
  await expect(results.getByText("✓ TypeScript")).toBeVisible();
});
