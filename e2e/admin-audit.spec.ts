import { readFileSync } from "node:fs";
import { routes } from "@encaja/contracts";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { type apiCall, apiRefusal, createCompany, staffSession, uniqueWord } from "./support/api";
import { sendBudgetByApi } from "./support/budgets";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * The super admin's audit log. A failed sign-in made through the API shows up in the
 * log filtered by action, and the filtered CSV export downloads it.
 */

test.describe.configure({ timeout: 90_000 });

async function failSignIn(request: Parameters<typeof apiCall>[0], email: string) {
  const body = { email, password: "Wrong-Password-2026", portal: "developer" } as const;
  await apiRefusal(request, routes.auth.login, { body }, { status: 401 });
}

test("a super admin filters the audit log by action and opens a failed sign-in's details (es)", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("audit");
  await failSignIn(request, email);
  await signInWithToken(page, (await staffSession(request, "superAdmin")).token);
  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Registro de auditoría" })).toBeVisible(
    FIRST_PAINT,
  );

  const filters = page.getByRole("search", { name: "Filtrar el registro de auditoría" });
  await filters
    .getByRole("combobox", { name: "Acción" })
    .selectOption({ label: "Inicio de sesión fallido" });
  await filters.getByRole("button", { name: "Aplicar filtros" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?action=login\.failed$/);

  const table = page.getByRole("table", { name: "Entradas del registro de auditoría" });
  // The entry's own row (its details, once shown, are the next row).
  const row = table
    .getByRole("row")
    .filter({ hasText: email })
    .filter({ has: page.getByRole("cell", { name: "Inicio de sesión fallido" }) });
  await expect(row).toBeVisible();
  const disclosure = row.getByRole("button", { name: /^Ver detalles: Inicio de sesión fallido/ });
  await expect(disclosure).toHaveAttribute("aria-expanded", "false");
  const shown = page.locator(`#${await disclosure.getAttribute("aria-controls")}`);
  await disclosure.click();
  await expect(row.getByRole("button", { name: /^Ocultar detalles/ })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(shown.getByRole("term").filter({ hasText: "Correo" })).toBeVisible();
  await expect(shown.getByRole("definition").filter({ hasText: email })).toBeVisible();
  // The stored JSON stays one click away, under "technical details".
  await expect(shown.getByText(`"email": "${email}"`)).toBeHidden();
  await shown.getByText("Detalles técnicos (JSON)").click();
  await expect(shown.getByText(`"email": "${email}"`)).toBeVisible();
  await expectNoSeriousA11yIssues(page, "audit log (es)");
});

const budgetWords = {
  es: {
    heading: "Registro de auditoría",
    action: "Acción",
    group: "Presupuestos: todas las acciones",
    apply: "Aplicar filtros",
    sent: "Presupuesto enviado",
    show: /^Ver detalles: Presupuesto enviado/,
    total: "60.000,00 USD",
    budget: "Presupuesto",
  },
  en: {
    heading: "Audit log",
    action: "Action",
    group: "Budgets: all actions",
    apply: "Apply filters",
    sent: "Budget sent",
    show: /^Show details: Budget sent/,
    total: "USD 60,000.00",
    budget: "Budget",
  },
} as const;

for (const locale of ["es", "en"] as const) {
  test(`a sent budget reads in words in the audit log, with its request id and IP (${locale})`, async ({
    page,
    request,
  }) => {
    const w = budgetWords[locale];
    const company = await createCompany(request);
    const title = `Audit ${uniqueWord()}`;
    await sendBudgetByApi(request, await staffSession(request), company.customerId, title);
    await signInWithToken(page, (await staffSession(request, "superAdmin")).token);
    await page.goto(locale === "es" ? "/admin/audit" : "/en/admin/audit");
    await expect(page.getByRole("heading", { level: 1, name: w.heading })).toBeVisible(FIRST_PAINT);

    const filters = page.getByRole("search");
    await filters.getByRole("combobox", { name: w.action }).selectOption({ label: w.group });
    await filters.getByRole("button", { name: w.apply }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?action=budget\.$/);

    // Entries are newest first and other tests write too: find this budget's own entry.
    const table = page.getByRole("table");
    const shown = table.locator("tr[id^='audit-details-']").filter({ hasText: title });
    const detailsId = await shown.getAttribute("id");
    const row = table.locator("tr").filter({ has: page.locator(`[aria-controls="${detailsId}"]`) });
    await expect(row.getByRole("cell", { name: w.sent, exact: true })).toBeVisible();
    await row.getByRole("button", { name: w.show }).click();
    await expect(shown.getByRole("definition").filter({ hasText: title })).toBeVisible();
    await expect(shown.getByRole("term").filter({ hasText: w.budget }).first()).toBeVisible();
    await expect(shown.getByRole("definition").filter({ hasText: w.total })).toBeVisible();
    // The API wrote the entry with the request's id and the caller's IP.
    await expect(row.getByRole("cell").nth(4)).not.toHaveText("—");
    await expect(row.getByRole("cell").nth(5)).not.toHaveText("—");
    await expectNoSeriousA11yIssues(page, `audit log budget details (${locale})`);
  });
}

test("a super admin exports the filtered audit log as CSV (en)", async ({ page, request }) => {
  const email = uniqueEmail("audit-csv");
  await failSignIn(request, email);
  await signInWithToken(page, (await staffSession(request, "superAdmin")).token);
  await page.goto("/en/admin/audit?action=login.");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole("combobox", { name: "Action" })).toHaveValue("login.");
  await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();
  await expectNoSeriousA11yIssues(page, "audit log (en)");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^encaja-audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), "utf8");
  expect(csv.startsWith("\uFEFFid,created_at,action,actor_id,")).toBe(true);
  const line = csv.split("\r\n").find((l) => l.includes(email));
  expect(line).toContain(",login.failed,");
  expect(line).toContain(`"{""email"":""${email}""}"`);
  expect(
    csv
      .split("\r\n")
      .filter((l) => /^[0-9a-f-]{36},/.test(l))
      .every((l) => /,login\.\w+,/.test(l)),
  ).toBe(true);
});
