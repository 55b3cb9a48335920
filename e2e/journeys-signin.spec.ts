import { errorMessages, routes } from "@encaja/contracts";
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, createCompany, uniqueWord } from "./support/api";
import { API_URL, expect, TOKEN_KEY, test, uniqueEmail } from "./support/fixtures";
import { signInWithToken, storedItem } from "./support/session";

/**
 * A newcomer's first steps: a company at the developer sign-in, choices made on /hire before
 * the page is interactive, the email banner of an unverified company and an error the page
 * cannot name. Each in Spanish and English.
 */
const texts = {
  es: {
    prefix: "",
    email: /^Correo electrónico/,
    password: /^Contraseña/,
    signIn: "Iniciar sesión",
    continueAsCompany: "Continuar como empresa",
    role: "Rol",
    minimum: "Mínimo",
    maximum: "Máximo",
    continue: "Continuar",
    banner: "Confirmación del correo",
    companyBanner: "Confirma el correo de tu empresa",
    developerWords: /postular/,
    serverError: "Error del servidor. Inténtalo más tarde.",
    reference: "Referencia",
  },
  en: {
    prefix: "/en",
    email: /^Email/,
    password: /^Password/,
    signIn: "Sign in",
    continueAsCompany: "Continue as a company",
    role: "Role",
    minimum: "Minimum",
    maximum: "Maximum",
    continue: "Continue",
    banner: "Email confirmation",
    companyBanner: "Confirm your company email",
    developerWords: /apply/,
    serverError: "Server error. Please try again later.",
    reference: "Reference",
  },
} as const;

type Locale = keyof typeof texts;

async function fillSignIn(page: Page, locale: Locale, email: string, password: string) {
  const t = texts[locale];
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password).fill(password);
  await page.getByRole("button", { name: t.signIn, exact: true }).click();
}

for (const locale of ["es", "en"] as const) {
  const t = texts[locale];

  test.describe(`newcomer journeys (${locale})`, () => {
    test("a company at the developer sign-in continues as a company in one click", async ({
      page,
      request,
      consoleGuard,
    }) => {
      // The first try is refused with the spec's E0010 on purpose.
      consoleGuard.allow({ status: 403, url: "/auth/login" });
      const company = await createCompany(request);
      await page.goto(`${t.prefix}/login`);
      await fillSignIn(page, locale, company.owner.email, company.owner.password);

      const notice = page.getByRole("alert").filter({ hasText: errorMessages.E0010[locale] });
      await expect(notice).toBeVisible();
      await expectNoSeriousA11yIssues(page, "/login with the company notice");
      await notice.getByRole("button", { name: t.continueAsCompany }).click();

      await expect(page).toHaveURL(new RegExp(`${t.prefix}/customers/dashboard$`));
      expect(await storedItem(page, TOKEN_KEY)).toBeTruthy();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test("/hire keeps a role and a seniority chosen before the page hydrated", async ({ page }) => {
      // The page's scripts wait until the choices are made in the server's HTML.
      let release: () => void = () => undefined;
      const scriptsMayLoad = new Promise<void>((resolve) => {
        release = resolve;
      });
      const chunks = /\/_next\/static\/chunks\/.+\.js/;
      // Never unrouted: unrouting would let Playwright answer the held requests itself.
      await page.route(chunks, async (route) => {
        await scriptsMayLoad;
        await route.continue();
      });
      await page.goto(`${t.prefix}/hire`, { waitUntil: "commit" });
      const submit = page.getByRole("button", { name: t.continue, exact: true });
      await expect(submit).toBeDisabled();
      await page.getByLabel(t.role, { exact: true }).selectOption("backend");
      await page.getByRole("checkbox", { name: "Senior", exact: true }).check();
      await expect(submit).toBeDisabled();

      release();
      await expect(submit).toBeEnabled({ timeout: 30_000 });
      // Typing re-renders the form: the early choices are the form's now, not just the DOM's.
      await page.getByLabel(t.minimum, { exact: true }).fill("4000");
      await page.getByLabel(t.maximum, { exact: true }).fill("5500");
      await expect(page.getByLabel(t.role, { exact: true })).toHaveValue("backend");
      await expect(page.getByRole("checkbox", { name: "Senior", exact: true })).toBeChecked();
      await expectNoSeriousA11yIssues(page, "/hire");

      const sent = page.waitForRequest(
        (r) => r.url() === `${API_URL}/hire/drafts` && r.method() === "POST",
      );
      await submit.click();
      expect((await sent).postDataJSON()).toMatchObject({
        techRole: "backend",
        seniorities: ["senior"],
      });
      await expect(page).toHaveURL(/\/hire\/developer-details\/[0-9a-f-]{36}$/);
    });

    test("the email banner of an unverified company speaks to a company", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail("unverified");
      const { access_token } = await apiCall(
        request,
        routes.auth.register,
        {
          body: {
            role: "customer",
            companyName: `Empresa ${uniqueWord("V")}`,
            fullName: "Carla Cliente",
            email,
            password: "Empresa-Segura-2026",
          },
        },
        { status: 201 },
      );
      await signInWithToken(page, access_token);
      await page.goto(`${t.prefix}/customers/dashboard`);

      const banner = page.getByRole("region", { name: t.banner });
      await expect(banner).toContainText(t.companyBanner);
      await expect(banner).toContainText(email);
      await expect(banner).not.toContainText(t.developerWords);
      // The same banner on a public page, checked with axe there: the dashboard's own content is
      // another journey's.
      await page.goto(`${t.prefix}/pricing`);
      await expect(page.getByRole("region", { name: t.banner })).toContainText(t.companyBanner);
      await expectNoSeriousA11yIssues(page, "/pricing with the banner of an unverified company");
    });

    test("an error code the page cannot name shows the server error with the request id", async ({
      page,
      request,
      consoleGuard,
    }) => {
      consoleGuard.allow({ status: 500, url: "/auth/login" });
      const company = await createCompany(request);
      // The API's deliberate 500 (ENCAJA_TEST_FAULT_INJECTION), answered with a code this web
      // build has never heard of, as a newer API could.
      let requestId = "";
      await page.route(`${API_URL}/auth/login`, async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        const response = await route.fetch({ url: `${API_URL}/__fault/500` });
        requestId = response.headers()["x-request-id"] ?? "";
        const envelope = await response.json();
        await route.fulfill({ response, json: { ...envelope, code: "E9NEW1" } });
      });
      await page.goto(`${t.prefix}/login`);
      await fillSignIn(page, locale, company.owner.email, company.owner.password);

      const toast = page.getByRole("alert").filter({ hasText: t.serverError });
      await expect(toast).toBeVisible();
      expect(requestId).not.toBe("");
      await expect(toast).toContainText(`(${t.reference}: ${requestId})`);
      await expect(toast).not.toContainText(/Error en la solicitud|Request failed/);
      await expectNoSeriousA11yIssues(page, "/login with a server error");
    });
  });
}
