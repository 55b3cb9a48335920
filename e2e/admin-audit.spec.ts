import { readFileSync } from "node:fs";
import { routes } from "@encaja/contracts";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { type apiCall, apiRefusal, staffSession } from "./support/api";
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
  await disclosure.click();
  await expect(row.getByRole("button", { name: /^Ocultar detalles/ })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(table.getByText(`"email": "${email}"`)).toBeVisible();
  await expectNoSeriousA11yIssues(page, "audit log (es)");
});

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
