import { routes } from "@encaja/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, type Session } from "./support/api";
import { DEMO_PASSWORD, demoAccounts, expect, test, WEB_ORIGIN } from "./support/fixtures";
import { signInWithToken } from "./support/session";

/** Signs the demo developer in through the API (faster than the form) and the page with it. */
async function signInDemoDeveloper(page: Page, request: APIRequestContext): Promise<Session> {
  const { access_token } = await apiCall(request, routes.auth.login, {
    body: { email: demoAccounts.developer.email, password: DEMO_PASSWORD, portal: "developer" },
  });
  await signInWithToken(page, access_token);
  return { token: access_token };
}

/** Waits for the toast that confirms a settings change. */
async function expectSaved(page: Page, text: string) {
  await expect(page.getByText(text).first()).toBeVisible();
}

test("the demo developer publishes a public profile without contact data, chooses indexing, then hides it (es)", async ({
  page,
  browser,
  request,
  consoleGuard,
}) => {
  // The hidden profile answers 404 on purpose (the page and the API call behind it).
  consoleGuard.allow({ status: 404, url: /\/public-profile/ });
  const session = await signInDemoDeveloper(page, request);
  const me = await apiCall(request, routes.developers.me, {}, { session });
  const before = await apiCall(request, routes.publicProfiles.settings, {}, { session });
  const name = `${me.firstName} ${me.lastName}`.trim();
  // A signed-out visitor, in a browser of its own.
  const visitorContext = await browser.newContext({ baseURL: WEB_ORIGIN });
  const visitor = await visitorContext.newPage();
  const robots = visitor.locator('meta[name="robots"]');
  try {
    const turnedOff = { enabled: false, indexable: false };
    await apiCall(request, routes.publicProfiles.saveSettings, { body: turnedOff }, { session });
    await page.goto("/settings/public-profile");
    const enabled = page.getByRole("switch", { name: "Mostrar mi perfil público" });
    const indexable = page.getByRole("switch", { name: "Permitir que los buscadores lo indexen" });
    await expect(enabled).not.toBeChecked();
    await expect(indexable).toBeDisabled();
    await enabled.click();
    await expectSaved(page, "Ajustes del perfil público guardados.");
    await expect(enabled).toBeChecked();
    await expect(page.getByRole("textbox", { name: "Dirección de tu perfil público" })).toHaveValue(
      `${WEB_ORIGIN}/public-profile/${me.professionalId}`,
    );
    await expect(page.getByRole("link", { name: "Ver perfil público" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Copiar enlace" })).toBeVisible();
    await expectNoSeriousA11yIssues(page, "/settings/public-profile");

    await visitor.goto(`/public-profile/${me.professionalId}`);
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(visitor.getByRole("heading", { level: 2, name: "Habilidades" })).toBeVisible();
    await expect(visitor.locator("body")).not.toContainText(me.email);
    await expect(robots).toHaveAttribute("content", /noindex/);
    await expectNoSeriousA11yIssues(visitor, "/public-profile/{id}");

    await indexable.click();
    await expectSaved(page, "Ajustes del perfil público guardados.");
    await expect(indexable).toBeChecked();
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(robots).not.toHaveAttribute("content", /noindex/);

    // Off: indexing goes off with it, and the page is a real not-found.
    await enabled.click();
    await expectSaved(page, "Ajustes del perfil público guardados.");
    await expect(indexable).not.toBeChecked();
    await expect(page.getByText("Tu perfil público está desactivado")).toBeVisible();
    const hidden = await visitor.goto(`/public-profile/${me.professionalId}`);
    expect(hidden?.status()).toBe(404);
    await expect(
      visitor.getByRole("heading", { level: 1, name: "No encontramos esta página" }),
    ).toBeVisible();
  } finally {
    await visitorContext.close();
    // The demo account is shared with other specs: leave it as it was.
    await apiCall(request, routes.publicProfiles.saveSettings, { body: before }, { session });
  }
});

test("the demo developer's home lists the real applications, as the applications page does (en)", async ({
  page,
  request,
}) => {
  const session = await signInDemoDeveloper(page, request);
  const { items } = await apiCall(
    request,
    routes.applications.mine,
    { query: { limit: 5 } },
    { session },
  );
  expect(items.length).toBeGreaterThan(0);

  await page.goto("/en/dashboard");
  const applications = page.getByRole("region", { name: "Your applications" });
  for (const application of items) {
    await expect(
      applications.getByRole("heading", { level: 3, name: application.job.title }).first(),
    ).toBeVisible();
  }
  await expect(page.getByText("You have no applications yet.")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Next steps" })).toBeVisible();
  await expectNoSeriousA11yIssues(page, "/en/dashboard");

  await applications.getByRole("link", { name: "See all my applications" }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/applications$/);
  for (const application of items) {
    await expect(
      page.getByRole("heading", { level: 2, name: application.job.title }).first(),
    ).toBeVisible();
  }
});
