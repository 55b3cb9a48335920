import { routes } from "@encaja/contracts";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, staffSession, uniqueWord } from "./support/api";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * The superAdmin's approval queues. A pending profile approved from the queue leaves
 * it and the pending count drops; a disapproved one shows its reason on the developer's dashboard.
 */

// Both tests change the shared pending count: one after the other, so each sees its own change.
test.describe.configure({ mode: "default" });

async function pendingDeveloper(request: Parameters<typeof apiCall>[0]) {
  const lastName = uniqueWord("Pendiente");
  const email = uniqueEmail("approval");
  const { access_token } = await apiCall(
    request,
    routes.auth.register,
    {
      body: {
        role: "developer",
        email,
        password: "Aprobacion-Segura-2026",
        firstName: "Dev",
        lastName,
      },
    },
    { status: 201 },
  );
  return { name: `Dev ${lastName}`, email, token: access_token };
}

const pendingIn = async (tab: import("@playwright/test").Locator) =>
  Number(/\((\d+)/.exec((await tab.textContent()) ?? "")?.[1]);

test("a super admin approves a pending profile: it leaves the queue and the count drops (es)", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const dev = await pendingDeveloper(request);
  const admin = await staffSession(request, "superAdmin");
  await signInWithToken(page, admin.token);
  await page.goto("/admin/approvals");
  await expect(page.getByRole("heading", { level: 1, name: "Aprobaciones" })).toBeVisible(
    FIRST_PAINT,
  );
  const tab = page.getByRole("tab", { name: /^Perfiles \(\d+ pendientes\)$/ });
  await expect(tab).toBeVisible();
  const before = await pendingIn(tab);

  await page.getByRole("searchbox", { name: "Buscar por nombre o email" }).fill(dev.email);
  const table = page.getByRole("table", { name: "Perfiles: Pendiente" });
  await expect(table.getByRole("link", { name: dev.name })).toBeVisible();
  await expectNoSeriousA11yIssues(page, "approvals page");
  await table.getByRole("checkbox", { name: `Seleccionar ${dev.name}` }).check();
  await page.getByRole("button", { name: "Aprobar", exact: true }).click();

  await expect(page.getByText("1 perfil aprobado")).toBeVisible();
  await expect(page.getByText("No hay nada en este estado.")).toBeVisible();
  await expect.poll(() => pendingIn(tab)).toBe(before - 1);
  await page.getByRole("combobox", { name: "Estado" }).selectOption({ label: "Aprobado" });
  await expect(
    page.getByRole("table", { name: "Perfiles: Aprobado" }).getByRole("link", { name: dev.name }),
  ).toBeVisible();
  await expect(page).toHaveURL(/status=approved/);
});

test("a super admin disapproves with a reason and the developer reads it on the dashboard (en)", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const dev = await pendingDeveloper(request);
  const admin = await staffSession(request, "superAdmin");
  const reason = `Add your work experience ${uniqueWord()}`;
  await signInWithToken(page, admin.token);
  await page.goto("/en/admin/approvals");
  await expect(page.getByRole("heading", { level: 1, name: "Approvals" })).toBeVisible(FIRST_PAINT);
  await page.getByRole("searchbox", { name: "Search by name or email" }).fill(dev.email);
  const table = page.getByRole("table", { name: "Developer profiles: Pending" });
  await table.getByRole("checkbox", { name: `Select ${dev.name}` }).check();
  await page.getByRole("button", { name: "Disapprove", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Disapprove 1 profile" });
  await dialog.getByRole("button", { name: "Disapprove" }).click();
  await expect(dialog.getByText("Give the reason the developer will read.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Reason" }).fill(reason);
  await dialog.getByRole("button", { name: "Disapprove" }).click();
  await expect(page.getByText("1 profile disapproved")).toBeVisible();
  await expect(dialog).toBeHidden();

  const developer = await browser.newContext();
  try {
    const devPage = await developer.newPage();
    await signInWithToken(devPage, dev.token);
    await devPage.goto("/en/dashboard");
    const alert = devPage.getByRole("alert").filter({ hasText: "Your profile was not approved" });
    await expect(alert).toBeVisible(FIRST_PAINT);
    await expect(alert).toContainText(`Reason: ${reason}`);
    await expect(alert.getByRole("link", { name: "Edit your profile" })).toBeVisible();
    await expectNoSeriousA11yIssues(devPage, "developer dashboard");
  } finally {
    await developer.close();
  }
});
