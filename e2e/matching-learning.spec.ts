import { routes } from "@encaja/contracts";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, signedInUser, staffSession } from "./support/api";
import { DEMO_PASSWORD, demoAccounts, expect, test } from "./support/fixtures";
import { createOpenOffer } from "./support/offers";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * The ranking learnt from the company's decisions (ADR 0062): the demo's Acme Latam approved
 * candidates with strong English, so its offers' matches say so and weigh English more; the
 * matcher switches to the base ranking and back.
 */

test.describe.configure({ timeout: 90_000 });

const words = {
  es: {
    prefix: "",
    tab: "Coincidencias",
    group: "Ranking",
    adjusted: "Ajustado a Acme Latam",
    base: "Base",
    learnt: /Acme Latam aprobó \d+ de \d+ candidaturas con «Inglés» por encima de la media/,
    baseText: "Ranking base: pesos por defecto, sin ajustar a las decisiones de Acme Latam.",
  },
  en: {
    prefix: "/en",
    tab: "Matches",
    group: "Ranking",
    adjusted: "Adjusted for Acme Latam",
    base: "Base",
    learnt: /Acme Latam approved \d+ of \d+ candidates above average on “English”/,
    baseText: "Base ranking: default weights, not adjusted to Acme Latam's decisions.",
  },
} as const;

for (const locale of ["es", "en"] as const) {
  const w = words[locale];

  test(`a matcher reads the ranking adjusted to the company's decisions and switches to the base one (${locale})`, async ({
    page,
    request,
  }) => {
    const { access_token } = await apiCall(request, routes.auth.login, {
      body: { email: demoAccounts.customer.email, password: DEMO_PASSWORD, portal: "customer" },
    });
    const acme = await signedInUser(request, { token: access_token }, "customer");
    const matcher = await staffSession(request, "matchers", locale);
    const offer = await createOpenOffer(request, matcher, { customerId: acme.customerId });
    const adjusted = await apiCall(
      request,
      routes.matching.matches,
      { params: { id: offer.id }, query: { limit: 20 } },
      { session: matcher },
    );
    expect(adjusted.ranking.kind).toBe("adjusted");
    expect(adjusted.ranking.changes.map((c) => c.criterion)).toContain("english");

    await signInWithToken(page, matcher.token);
    await page.goto(`${w.prefix}/matchers/offer/${offer.id}`);
    await page.getByRole("tab", { name: w.tab }).click(FIRST_PAINT);
    const group = page.getByRole("group", { name: w.group });
    const adjustedButton = group.getByRole("button", { name: w.adjusted });
    const baseButton = group.getByRole("button", { name: w.base, exact: true });
    await expect(adjustedButton).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(w.learnt)).toBeVisible();
    await expectNoSeriousA11yIssues(page, `adjusted ranking (${locale})`);

    await baseButton.click();
    await expect(baseButton).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(w.baseText)).toBeVisible();
    await expectNoSeriousA11yIssues(page, `base ranking (${locale})`);

    await adjustedButton.click();
    await expect(page.getByText(w.learnt)).toBeVisible();
  });
}
