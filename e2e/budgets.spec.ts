import { routes } from "@encaja/contracts";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, createCompany, staffSession, uniqueWord } from "./support/api";
import { sendBudgetByApi } from "./support/budgets";
import { expect, test } from "./support/fixtures";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

test.describe.configure({ timeout: 90_000 });

test("a matcher prepares a budget in the editor and sends it to the company (es)", async ({
  page,
  request,
  loginAs,
}) => {
  const company = await createCompany(request);
  const title = `Equipo ${uniqueWord()}`;
  await loginAs("matchers");
  await page.goto("/matchers/budgets/new");
  await expect(page.getByRole("heading", { name: "Nuevo presupuesto" })).toBeVisible(FIRST_PAINT);
  await page.getByRole("combobox", { name: "Empresa" }).fill(company.name);
  await page.getByRole("option", { name: company.name }).click();
  await page.getByLabel("Título").fill(title);
  await page.getByLabel("Personas (línea 1)").fill("2");
  await page.getByLabel("Tarifa mensual por persona (línea 1)").fill("4500");
  await page.getByLabel("Meses (línea 1)").fill("6");
  await expect(page.getByText(/Total: 54\.000,00/)).toBeVisible();
  await expectNoSeriousA11yIssues(page, "budget editor (es)");
  await page.getByRole("button", { name: "Enviar a la empresa" }).click();
  await page
    .getByRole("dialog", { name: "¿Enviar el presupuesto a la empresa?" })
    .getByRole("button", { name: "Enviar a la empresa" })
    .click();

  await expect(page).toHaveURL(/\/pricing\/budgets\/[0-9a-f-]{36}$/, FIRST_PAINT);
  await expect(page.getByRole("heading", { name: title })).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole("heading", { name: "Versión actual (v1)" })).toBeVisible();
  await expect(page.getByTestId("budget-total")).toHaveText(/54\.000,00/);
  const id = page.url().split("/").pop();
  const seen = await apiCall(
    request,
    routes.budgets.list,
    { query: {} },
    { session: company.session },
  );
  expect(seen.items).toEqual([expect.objectContaining({ id, status: "sent" })]);
});

test("the customer accepts the current version with a comment and sees who accepted it (en)", async ({
  page,
  request,
}) => {
  const company = await createCompany(request);
  const title = `Payments ${uniqueWord()}`;
  const id = await sendBudgetByApi(request, await staffSession(request), company.customerId, title);
  await signInWithToken(page, company.session.token);
  await page.goto(`/en/pricing/budgets/${id}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible(FIRST_PAINT);
  const lines = page.getByRole("table", { name: "Lines of the budget" });
  await expect(lines.getByRole("columnheader", { name: "Monthly rate per person" })).toBeVisible();
  await expect(page.getByTestId("budget-total")).toHaveText("USD 60,000.00");
  await expectNoSeriousA11yIssues(page, "budget page (en)");

  await page.getByRole("button", { name: "Accept budget" }).click();
  const dialog = page.getByRole("dialog", { name: "Accept version 1?" });
  await dialog.getByLabel("Comment (optional)").fill("Let's start in January");
  await dialog.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(dialog).toBeHidden();
  const current = page.getByRole("region", { name: "Current version (v1)" });
  await expect(
    current.getByText(/Accepted by Carla Cliente on .+: “Let's start in January”/),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept budget" })).toHaveCount(0);

  await page.goto("/en/customers/dashboard/budgets");
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByRole("cell", { name: "Accepted" })).toBeVisible(FIRST_PAINT);
});
