import type { Browser, Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { createCompany } from "./support/api";
import {
  API_URL,
  DEMO_PASSWORD,
  demoAccounts,
  expect,
  loginThroughForm,
  test,
  uniqueEmail,
  verifyEmailThroughInbox,
  WEB_ORIGIN,
} from "./support/fixtures";
import { sessionToken } from "./support/session";

/** A signed-in page in a context of its own (the visitor keeps the default page). */
async function signedIn(
  browser: Browser,
  account: { email: string; password: string; portal: "developer" | "customer"; home: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: WEB_ORIGIN, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(account.portal === "customer" ? "/customers/login" : "/login");
  await loginThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`${account.home}$`));
  return page;
}

/** Fills the required onboarding parts through the API (the onboarding spec covers the forms). */
async function completeProfileByApi(page: Page) {
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const call = async (method: "PATCH" | "PUT", path: string, data: unknown) => {
    const response = await page.request.fetch(`${API_URL}${path}`, { method, headers, data });
    expect(response.status(), await response.text()).toBe(200);
  };
  await call("PATCH", "/developers/me", {
    locationId: "AR",
    mainStackCode: "node_react",
    englishLevel: "b2",
    devExperienceMonths: 0,
  });
  const skills = await (await page.request.get(`${API_URL}/catalog/skills?q=TypeScript`)).json();
  await call("PUT", "/developers/me/skills", [{ skillId: skills.items[0].id, level: "high_use" }]);
  await call("PUT", "/developers/me/preferences", {
    searchStatus: "actively_searching",
    modalities: ["remote"],
    salary: { amount: 3500, currency: "USD", period: "month" },
    countries: ["AR"],
    contractTypes: ["full_time"],
  });
  await call("PUT", "/developers/me/availability", {
    availableFrom: "2026-12-01",
    hoursPerWeek: 40,
    noticeWeeks: 2,
  });
}

test("an offer goes from a matcher's form to a visitor's application, seen by matcher and customer", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const word = `Quokka${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6)}`;
  const title = `Ingeniería backend ${word}`;

  // A company of its own, signed up through the API.
  const company = await createCompany(request, `Empresa ${word}`);

  // The matcher creates the offer; a budget whose minimum is above its maximum is refused.
  const matcher = await signedIn(browser, { ...demoAccounts.matchers, password: DEMO_PASSWORD });
  await matcher.getByRole("link", { name: "Nueva oferta" }).click();
  await expect(matcher).toHaveURL(/\/matchers\/new-offer$/);
  await matcher.getByRole("combobox", { name: /^Empresa/ }).fill(company.name);
  await matcher.getByRole("option", { name: company.name }).click();
  await matcher.getByRole("textbox", { name: /^Título/ }).fill(title);
  await matcher
    .getByRole("textbox", { name: "Descripción" })
    .fill(
      `Buscamos una persona **Kotlin** para pagos.\n\n<script>window.__xss = 1</script>\n\n<img src="x" onerror="window.__xss = 2">\n\n- APIs de ${word}`,
    );
  await matcher.getByLabel(/^Rol técnico/).selectOption("backend");
  await matcher.getByRole("checkbox", { name: "Senior", exact: true }).check();
  await matcher.getByRole("combobox", { name: "Añadir habilidad" }).fill("TypeScript");
  await matcher.getByRole("option", { name: "TypeScript", exact: true }).click();
  await matcher.getByLabel("Nivel mínimo en TypeScript").selectOption("high_use");
  await matcher.getByRole("textbox", { name: /^Mínimo/ }).fill("5000");
  await matcher.getByRole("textbox", { name: /^Máximo/ }).fill("4000");
  await matcher.getByRole("button", { name: "Crear oferta" }).click();
  await expect(matcher.getByText("El máximo no puede ser menor que el mínimo.")).toBeVisible();
  await matcher.getByRole("textbox", { name: /^Máximo/ }).fill("6000");
  await matcher.getByRole("button", { name: "Vista previa" }).click();
  await expect(
    matcher.getByRole("region", { name: "Vista previa de la oferta pública" }),
  ).toContainText("Kotlin");
  await matcher.getByRole("button", { name: "Crear oferta" }).click();
  await expect(matcher).toHaveURL(/\/matchers\/offer\/[0-9a-f-]{36}$/);
  const offerId = matcher.url().split("/").pop() as string;
  await expect(matcher.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await matcher.getByRole("button", { name: "Publicar" }).click();
  await matcher
    .getByRole("dialog", { name: "¿Publicar la oferta?" })
    .getByRole("button", { name: "Publicar" })
    .click();
  // (Toasts wait while a window is in the background, as this one is: check the page instead.)
  await expect(matcher.getByRole("main").getByText("Abierta", { exact: true })).toBeVisible();
  await expect(matcher.getByRole("button", { name: "Pausar" })).toBeVisible();
  await expectNoSeriousA11yIssues(matcher);

  // A logged-out visitor finds it on /job-search (the filters live in the URL) and opens it.
  await page.goto("/job-search");
  await page.getByRole("textbox", { name: "Palabras clave" }).fill(word);
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(page.getByRole("status").filter({ hasText: "1 oferta" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole("link", { name: new RegExp(title) }).click();
  // The job page keeps the search it came from, for its back link.
  await expect(page).toHaveURL(new RegExp(`/jobs/${offerId}\\?from=%2Fjob-search%3Fq%3D${word}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: /Volver a las ofertas/ })).toHaveAttribute(
    "href",
    `/job-search?q=${word}`,
  );
  await expectNoSeriousA11yIssues(page);

  // Search engines: JSON-LD, canonical + hreflang, Open Graph; the script in the text is inert.
  // Checked on the document as a crawler fetches it: after a client navigation from the search
  // (another route group's layout), Next can leave the search's own canonical in the head for
  // a moment (ADR 0040).
  await page.reload();
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(jsonLd).toMatchObject({
    "@type": "JobPosting",
    title,
    hiringOrganization: { name: company.name },
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${WEB_ORIGIN}/jobs/${offerId}`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    `${WEB_ORIGIN}/en/jobs/${offerId}`,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Quokka/);
  await expect(page.locator("article strong", { hasText: "Kotlin" })).toBeVisible();
  await expect(page.locator("article script, article img")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  const sitemap = await (await request.get(`${WEB_ORIGIN}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${WEB_ORIGIN}/jobs/${offerId}`);
  expect(sitemap).toContain(`${WEB_ORIGIN}/en/jobs/${offerId}`);

  // Signs up from the offer, completes the onboarding and applies at its offer step.
  await page.getByRole("link", { name: "Postularme" }).click();
  await expect(page).toHaveURL(new RegExp(`/signup\\?project_id=${offerId}`));
  await page.getByLabel(/^Nombre/).fill("Lucía");
  await page.getByLabel(/^Apellido/).fill(word);
  const applicantEmail = uniqueEmail("offers");
  await page.getByLabel(/^Correo electrónico/).fill(applicantEmail);
  await page.getByLabel(/^Contraseña/).fill("Oferta-Segura-2026");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL(/\/onboarding\/linkedin$/);
  await completeProfileByApi(page);
  // Applying needs a proven email (ADR 0016).
  await verifyEmailThroughInbox(page, applicantEmail);
  await page.goto("/onboarding");
  // A starved browser may take over 10 s to hydrate a page.
  await expect(page).toHaveURL(/\/onboarding\/offer$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await page.getByRole("button", { name: "Postularme y continuar" }).click();
  // The application's confirmation first; it leads on to the onboarding's next step.
  await expect(page).toHaveURL(new RegExp(`/jobs/${offerId}/applied\\?from=onboarding$`));
  await expect(
    page.getByRole("heading", { level: 1, name: "¡Postulación enviada!" }),
  ).toBeVisible();
  await expect(page.getByText(new RegExp(`^Te postulaste a «${title}» en `))).toBeVisible();
  await page.getByRole("link", { name: "Continuar con el registro" }).click();
  await expect(page).toHaveURL(/\/onboarding\/code-assessment$/);
  // The offer step is behind: the onboarding never sends the developer back to it.
  await page.goto("/onboarding");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard/applications");
  const application = page.getByRole("listitem").filter({ hasText: title });
  await expect(application).toContainText("Recibida");
  // Back on the job page: the applied state, with a way to the application, no second apply.
  await page.goto(`/jobs/${offerId}`);
  await expect(page.getByText("Ya te postulaste a esta oferta.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver mi postulación" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Postularme" })).toHaveCount(0);

  // The matcher sees the applicant, a direct application (origin professional_user).
  await matcher.reload();
  await matcher.getByRole("tab", { name: "Candidatos" }).click();
  const row = matcher.getByRole("row").filter({ hasText: `Lucía ${word}` });
  await expect(row).toContainText("Postulación directa");

  // The company's owner sees the offer on its dashboard; another company's offer is not found.
  const customer = await signedIn(browser, {
    ...company.owner,
    portal: "customer",
    home: "/customers/dashboard",
  });
  await customer.getByRole("link", { name: title }).click();
  await expect(customer.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(customer.getByLabel("Candidatos por etapa")).toContainText("En búsqueda1");
  await customer.goto("/customers/dashboard/offers/00000000-0000-4000-8000-000000000000");
  await expect(customer.getByText("Esta oferta no existe o no es de tu empresa.")).toBeVisible({
    timeout: 30_000,
  });

  // The English page has its own canonical URL.
  await page.goto(`/en/jobs/${offerId}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${WEB_ORIGIN}/en/jobs/${offerId}`,
  );
  await matcher.context().close();
  await customer.context().close();
});
