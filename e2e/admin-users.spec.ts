import { routes } from "@encaja/contracts";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, staffSession } from "./support/api";
import { expect, loginThroughForm, registerDeveloper, test, uniqueEmail } from "./support/fixtures";
import { meStatus } from "./support/team";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * Admin users (ADR 0029): a super admin disables an account whose open session
 * stops working at once, and withdraws an internal invitation. Set-up goes through the API.
 */

test("a super admin disables a developer: the open session gets 401 and login is refused (es)", async ({
  page,
  browser,
  request,
  loginAs,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  const dev = await registerDeveloper(request, uniqueEmail("disable"));
  expect(await meStatus(request, { token: dev.token })).toBe(200);

  await loginAs("superAdmin");
  await page.goto(`/admin/users?q=${encodeURIComponent(dev.email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Usuarios" })).toBeVisible(FIRST_PAINT);
  const table = page.getByRole("table", { name: "Usuarios, altas más recientes primero" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expectNoSeriousA11yIssues(page, "admin users list");
  await table.getByRole("link", { name: "Lucía Prueba" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Lucía Prueba" })).toBeVisible();
  await expectNoSeriousA11yIssues(page, "admin user page");
  await page.getByRole("button", { name: "Desactivar cuenta" }).click();
  const dialog = page.getByRole("dialog", { name: "¿Desactivar esta cuenta?" });
  await dialog.getByLabel(/^Motivo/).fill("Cuenta de prueba duplicada");
  await dialog.getByRole("button", { name: "Desactivar" }).click();
  await expect(page.getByText("La cuenta se desactivó y sus sesiones terminaron.")).toBeVisible();
  await expect(page.getByText(/Motivo: Cuenta de prueba duplicada/)).toBeVisible();
  expect(await meStatus(request, { token: dev.token })).toBe(401);

  const visitor = await browser.newContext();
  try {
    const login = await visitor.newPage();
    consoleGuard.allow({ status: 403, url: "/auth/login" });
    await login.goto("/login");
    await loginThroughForm(login, dev.email, dev.password);
    await expect(
      login.getByRole("alert").filter({ hasText: "Esta cuenta fue desactivada." }),
    ).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test("a super admin revokes a pending internal invitation (en)", async ({
  page,
  request,
  loginAs,
}) => {
  test.setTimeout(60_000);
  const admin = await staffSession(request, "superAdmin");
  const email = uniqueEmail("staff");
  await apiCall(
    request,
    routes.invitations.create,
    { body: { type: "internal", email, role: "hardInterviewer" } },
    { session: admin, status: 201 },
  );

  await loginAs("superAdmin");
  await page.goto("/en/admin/invitations");
  await expect(page.getByRole("heading", { level: 1, name: "Internal invitations" })).toBeVisible(
    FIRST_PAINT,
  );
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("Pending")).toBeVisible();
  await expectNoSeriousA11yIssues(page, "admin invitations");
  await row.getByRole("button", { name: `Revoke the invitation to ${email}` }).click();
  await expect(page.getByText(`The invitation to ${email} was revoked.`)).toBeVisible();
  await expect(row.getByText("Revoked")).toBeVisible();
  await expect(row.getByRole("button", { name: /Resend/ })).toHaveCount(0);
});
