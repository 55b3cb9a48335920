import { expectNoSeriousA11yIssues } from "./support/a11y";
import { expect, registerDeveloper, TOKEN_KEY, test } from "./support/fixtures";

// The public marketing pages (/, /developers, /apply) render no app providers (ADR 0040): the
// header, footer and menus are plain HTML, and a signed-in user's header, the e-mail banner
// and analytics load their own providers only when needed. These tests cover those islands.

test("on a small screen the menu button opens the header links, and Escape closes it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/developers");
  await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
  const menu = page.getByRole("button", { name: "Abrir menú" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  const mobile = page.getByRole("navigation", { name: "Menú principal" });
  await expect(mobile.getByRole("link", { name: "Desarrolladores" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(mobile.getByRole("link", { name: "Empresas" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(mobile).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await mobile.getByRole("link", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("navigation", { name: "Menú principal" })).toBeHidden();
});

test("a signed-in developer keeps their header and e-mail banner on the public pages and signs out there", async ({
  page,
  request,
}) => {
  const developer = await registerDeveloper(request);
  // Stored once (not an init script, which would sign the page in again after the sign-out).
  await page.goto("/favicon.ico");
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [
    TOKEN_KEY,
    developer.token,
  ] as const);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const account = page.getByRole("button", { name: "Cuenta de Lucía Prueba" });
  await expect(account).toBeVisible();
  await expect(page.getByRole("region", { name: "Confirmación del correo" })).toContainText(
    developer.email,
  );

  await page.goto("/en/developers");
  await expect(page.getByRole("button", { name: "Lucía Prueba's account" })).toBeVisible();

  await page.goto("/apply");
  await page.getByRole("button", { name: "Cuenta de Lucía Prueba" }).click();
  await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/login\?callback=%2Fapply$/);
  await page.goto("/apply");
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Confirmación del correo" })).toBeHidden();
});

test("the job board lists open jobs in plain HTML, pages through them and opens one (es, en)", async ({
  page,
}) => {
  await page.goto("/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Ofertas de empleo" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^\d+ ofertas?$/ })).toBeVisible();
  await expectNoSeriousA11yIssues(page, "/jobs");
  const results = page.getByRole("region", { name: /ofertas?$/ });
  const cards = results.getByRole("listitem").getByRole("link");
  expect(await cards.count()).toBeGreaterThan(0);
  const more = page.getByRole("navigation", { name: "Páginas de resultados" });
  if (await more.getByRole("link", { name: "Más ofertas" }).isVisible()) {
    await more.getByRole("link", { name: "Más ofertas" }).click();
    await expect(page).toHaveURL(/\/jobs\?cursor=/);
    await expect(more.getByRole("link", { name: "Primera página" })).toHaveAttribute(
      "href",
      "/jobs",
    );
  }
  const first = cards.first();
  const title = (await first.getByRole("heading", { level: 2 }).textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}\?from=%2Fjobs/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await page.goto("/en/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  await page.getByRole("link", { name: "Search and filter" }).click();
  await expect(page).toHaveURL(/\/en\/job-search$/);
  await expect(page.getByRole("textbox", { name: "Keywords" })).toBeVisible();
});
