import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { API_URL, COLLECTORS_URL, WEB_ORIGIN } from "./support/fixtures";

/** Every public page of the foundation, with its h1 in each language. */
const pages = [
  {
    path: "/",
    es: "Contrata desarrolladores que encajan con tu equipo",
    en: "Hire developers who fit your team",
  },
  {
    path: "/developers",
    es: "Tu próximo trabajo remoto, sin repetir el proceso mil veces",
    en: "Your next remote job, without repeating the process a thousand times",
  },
  {
    path: "/apply",
    es: "Postúlate y accede a ofertas remotas evaluadas",
    en: "Apply and access vetted remote offers",
  },
  {
    path: "/hire",
    es: "El equipo de tecnología que necesitas, sin meses de búsqueda",
    en: "The tech team you need, without months of searching",
  },
  {
    path: "/pricing",
    es: "Precios claros: pagas cuando contratas",
    en: "Clear pricing: you pay when you hire",
  },
  { path: "/pricing/direct", es: "Contratación directa", en: "Direct hire" },
  { path: "/pricing/staffing", es: "Staffing", en: "Staffing" },
  { path: "/privacy", es: "Política de privacidad", en: "Privacy policy" },
  { path: "/terms", es: "Términos y condiciones", en: "Terms and conditions" },
] as const;

const english = (path: string) => (path === "/" ? "/en" : `/en${path}`);

for (const page of pages) {
  test(`${page.path} renders in Spanish and English with no serious accessibility violations`, async ({
    page: browser,
  }) => {
    await browser.goto(page.path);
    await expect(browser.locator("html")).toHaveAttribute("lang", "es");
    await expect(browser.getByRole("heading", { level: 1, name: page.es })).toBeVisible();
    await expect(browser.getByRole("banner")).toBeVisible();
    await expect(browser.getByRole("contentinfo")).toBeVisible();
    await expectNoSeriousA11yIssues(browser, page.path);

    await browser.goto(english(page.path));
    await expect(browser.locator("html")).toHaveAttribute("lang", "en");
    await expect(browser.getByRole("heading", { level: 1, name: page.en })).toBeVisible();
    await expectNoSeriousA11yIssues(browser, english(page.path));
  });
}

test("the language switch keeps the current page", async ({ page }) => {
  await page.goto("/pricing");
  const toEnglish = page.getByRole("link", { name: "English" });
  await expect(toEnglish).toHaveAttribute("lang", "en");
  await toEnglish.click();
  await expect(page).toHaveURL(/\/en\/pricing$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: pages[4].en })).toBeVisible();

  const toSpanish = page.getByRole("link", { name: "Español" });
  await expect(toSpanish).toHaveAttribute("lang", "es");
  await toSpanish.click();
  await expect(page).toHaveURL(`${WEB_ORIGIN}/pricing`);
  await expect(page.getByRole("heading", { level: 1, name: pages[4].es })).toBeVisible();
});

test("the language switch keeps the query string and the fragment", async ({ page }) => {
  await page.goto("/pricing?ref=newsletter#plans");
  const toEnglish = page.getByRole("link", { name: "English" });
  await expect(toEnglish).toHaveAttribute("href", "/en/pricing?ref=newsletter#plans");
  await toEnglish.click();
  await expect(page).toHaveURL(`${WEB_ORIGIN}/en/pricing?ref=newsletter#plans`);
  await expect(page.getByRole("heading", { level: 1, name: pages[4].en })).toBeVisible();
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(`${WEB_ORIGIN}/pricing?ref=newsletter#plans`);
});

test("the header navigation and skip link work", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Saltar al contenido principal" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();

  const nav = page.getByRole("navigation", { name: "Principal" });
  await expect(nav.getByRole("link", { name: "Empresas" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Desarrolladores" }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole("heading", { level: 1, name: pages[1].es })).toBeVisible();
  await expect(page.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute(
    "href",
    "/login",
  );
});

test("/developers uses the yellow primary; other pages do not", async ({ page }) => {
  const primaryBackground = async (name: string) =>
    page
      .getByRole("main")
      .getByRole("link", { name })
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);

  await page.goto("/developers");
  expect(await primaryBackground("Crear mi perfil")).toBe("rgb(250, 204, 21)");
  await page.goto("/en/developers");
  expect(await primaryBackground("Create my profile")).toBe("rgb(250, 204, 21)");
  await page.goto("/");
  expect(await primaryBackground("Describe el perfil que buscas")).toBe("rgb(29, 78, 216)");
});

test("unknown pages show the not-found page in each language", async ({ page }) => {
  const es = await page.goto("/esta-pagina-no-existe");
  expect(es?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(
    page.getByRole("heading", { level: 1, name: "No encontramos esta página" }),
  ).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page.getByRole("heading", { level: 1, name: pages[0].es })).toBeVisible();

  const en = await page.goto("/en/this-page-does-not-exist");
  expect(en?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(
    page.getByRole("heading", { level: 1, name: "We could not find this page" }),
  ).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Back to the home page" }),
  ).toHaveAttribute("href", "/en");
});

test("the browser gets API_URL and the analytics and monitoring settings at runtime", async ({
  page,
}) => {
  await page.goto("/");
  const config = await page.evaluate(
    () => (window as { __ENCAJA_CONFIG__?: unknown }).__ENCAJA_CONFIG__,
  );
  // playwright.config.ts points POSTHOG_* and SENTRY_DSN at the loopback collectors.
  expect(config).toEqual({
    apiUrl: API_URL,
    analytics: { key: "phc_e2e_encaja", host: COLLECTORS_URL },
    monitoring: {
      dsn: `${COLLECTORS_URL.replace("http://", "http://e2epublickey@")}/42`,
      environment: "e2e",
    },
  });
});

/** The identity pages: h1 in each language and no serious/critical axe violations. */
const identityPages = [
  { path: "/login", es: "Inicia sesión", en: "Sign in" },
  { path: "/signup", es: "Crea tu perfil profesional", en: "Create your developer profile" },
  { path: "/customers/login", es: "Acceso para empresas", en: "Company sign-in" },
  { path: "/reset-password", es: "Restablece tu contraseña", en: "Reset your password" },
] as const;

for (const page of identityPages) {
  test(`${page.path} has no serious accessibility violations`, async ({ page: browser }) => {
    for (const [path, heading] of [
      [page.path, page.es],
      [english(page.path), page.en],
    ] as const) {
      await browser.goto(path);
      await expect(browser.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(browser.locator("form")).toBeVisible();
      // The submit button is disabled until hydration; checked before it, axe caught its
      // background mid-transition from the disabled grey.
      await expect(browser.locator("form button[type=submit]")).toBeEnabled();
      await expectNoSeriousA11yIssues(browser, path);
    }
  });
}
