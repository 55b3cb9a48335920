import {
  directQuote,
  formatMoney,
  initialPricingConfig,
  routes,
  staffingQuote,
} from "@encaja/contracts";
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, signedInUser, staffSession, uniqueWord } from "./support/api";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { sessionToken } from "./support/session";

/** A date `days` from today as the form's date input takes it. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function fillRequest(page: Page) {
  await page.getByLabel("Rol", { exact: true }).selectOption("backend");
  await page.getByRole("checkbox", { name: "Senior", exact: true }).check();
  await page.getByLabel("Mínimo", { exact: true }).fill("4000");
  await page.getByLabel("Máximo", { exact: true }).fill("5500");
  await page.getByLabel("Fecha de incorporación").fill(dayFromNow(7));
}

test("a visitor describes a developer on /hire, completes the details and signs up; matchers get the request (es)", async ({
  page,
  request,
}) => {
  await page.goto("/hire");
  await expect(
    page.getByRole("heading", { name: "Describe el perfil que necesitas" }),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page, "/hire");
  await fillRequest(page);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/\/hire\/developer-details\/[0-9a-f-]{36}$/);
  const draftId = page.url().split("/").pop() as string;

  const title = `Backend senior ${uniqueWord()}`;
  await page.getByLabel("Título del puesto").fill(title);
  await page
    .getByLabel("Qué hará la persona")
    .fill("Escalar la API de pagos en Node.js y PostgreSQL con un equipo pequeño.");
  await page.getByRole("button", { name: "Guardar detalles" }).click();
  await expect(page.getByText("Detalles guardados.")).toBeVisible();
  await expectNoSeriousA11yIssues(page, "/hire/developer-details");
  await page.getByRole("link", { name: "Crear cuenta de empresa" }).click();
  await expect(page).toHaveURL(new RegExp(`/hire/signup/${draftId}$`));

  const company = `Empresa ${uniqueWord("H")}`;
  await page.getByLabel("Tu nombre completo").fill("Carla Cliente");
  await page.getByLabel("Nombre de la empresa").fill(company);
  await page.getByLabel("Correo de trabajo").fill(uniqueEmail("hire"));
  await page.getByLabel(/^Contraseña/).fill("Empresa-Segura-2026");
  await page.getByRole("button", { name: "Crear cuenta de empresa" }).click();
  await expect(page).toHaveURL(/\/customers\/dashboard/);
  await expect(page.getByText(/tu solicitud se envió/)).toBeVisible();

  const me = await signedInUser(request, { token: await sessionToken(page) }, "customer");
  const matcher = await staffSession(request, "matchers");
  const offers = await apiCall(
    request,
    routes.offers.list,
    { query: { status: "draft", customerId: me.customerId } },
    { session: matcher },
  );
  expect(offers.items).toHaveLength(1);
  expect(offers.items[0]).toMatchObject({
    title,
    source: "hire_request",
    status: "draft",
    customer: { name: company },
    seniorities: ["senior"],
  });
});

test("the direct and staffing calculators show the configured figures (en)", async ({ page }) => {
  const money = (minor: number) => formatMoney(minor, initialPricingConfig.currency, "en-US");

  await page.goto("/en/pricing/direct");
  const inputs = page.getByRole("form", { name: "Calculator inputs" });
  await inputs.getByLabel("Seniority").selectOption("senior");
  await inputs.getByLabel("Role").selectOption("data_scientist");
  const direct = directQuote({ seniority: "senior", role: "data_scientist" }, initialPricingConfig);
  await expect(page.getByTestId("quote-fee")).toHaveText(money(direct.feeMinor));
  await expect(
    page.getByText(`within ${initialPricingConfig.direct.guaranteeDays} days`),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page, "/en/pricing/direct");

  await page.goto("/en/pricing/staffing");
  await inputs.getByLabel("Seniority").selectOption("junior");
  await inputs.getByLabel("Role").selectOption("frontend");
  await inputs.getByLabel(/Monthly gross salary/).fill("2000");
  await inputs.getByLabel("Months", { exact: true }).fill("6");
  const staffing = staffingQuote(
    { seniority: "junior", role: "frontend", monthlySalaryMinor: 200_000, months: 6 },
    initialPricingConfig,
  );
  await expect(page.getByTestId("quote-rate")).toHaveText(money(staffing.monthlyRateMinor));
  await expect(page.getByTestId("quote-total")).toHaveText(money(staffing.totalMinor));
  await expectNoSeriousA11yIssues(page, "/en/pricing/staffing");

  await page.goto("/en/pricing");
  await expect(page.getByText(/A one-off fee of 18 %/)).toBeVisible();
});

test("the hire sign-in page, the matchers' From /hire badge and the pricing editor's validation (es, en)", async ({
  page,
  loginAs,
}) => {
  await page.goto(`/en/hire/login/${crypto.randomUUID()}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousA11yIssues(page, "/en/hire/login");

  await loginAs("superAdmin");
  // The demo data's claimed request (Acme Latam) is a draft offer with its badge.
  await expect(page.getByText("Desde /hire").first()).toBeVisible();

  await page.goto("/en/admin");
  await page.getByRole("link", { name: /Pricing configuration/ }).click();
  await expect(page).toHaveURL(/\/en\/admin\/pricing$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Pricing configuration" }),
  ).toBeVisible();
  await expect(page.getByLabel("Fee (% of the first-year salary)")).toHaveValue("18");
  await expectNoSeriousA11yIssues(page, "/en/admin/pricing");
  await page.getByLabel("Fee (% of the first-year salary)").fill("-5");
  await page.getByRole("button", { name: "Save configuration" }).click();
  await expect(page.getByText("Not a valid value.")).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "Check the highlighted fields." }).first(),
  ).toBeVisible();
});
