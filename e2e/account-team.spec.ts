import { expectNoSeriousA11yIssues } from "./support/a11y";
import { createCompany } from "./support/api";
import { expect, linkIn, readEmail, test, uniqueEmail } from "./support/fixtures";
import { signInWithToken } from "./support/session";
import { meStatus, ownerSecondSession } from "./support/team";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * The customer's team and every role's settings. A company's owner invites an
 * associate from the team page, who signs up through the emailed link and sees the company's
 * dashboard; an owner signs out another of their sessions from the settings.
 */

test("a customer invites an associate from the team page, who signs up and sees the dashboard (es)", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const company = await createCompany(request);
  await signInWithToken(page, company.session.token);
  await page.goto("/customers/dashboard/team");
  await expect(page.getByRole("heading", { level: 1, name: "Equipo" })).toBeVisible(FIRST_PAINT);
  await expectNoSeriousA11yIssues(page, "team page");

  const email = uniqueEmail("team");
  const invite = page.getByRole("form", { name: "Invitar a un asociado" });
  await invite.getByLabel(/^Correo electrónico/).fill(email);
  await invite.getByRole("button", { name: "Enviar invitación" }).click();
  await expect(page.getByText(`Invitación enviada a ${email}`)).toBeVisible();
  const pending = page.getByRole("region", { name: "Invitaciones pendientes" });
  await expect(pending.getByText(email)).toBeVisible();

  const link = new URL(linkIn((await readEmail(email)).text, /\/signup\/invitation\/customer\//));
  const invitee = await browser.newContext();
  try {
    const associatePage = await invitee.newPage();
    await associatePage.goto(`${link.pathname}${link.search}`);
    await associatePage.getByLabel(/^Nombre completo/).fill("Bruno Asociado");
    await associatePage.getByLabel(/^Contraseña/).fill("Asociado-Seguro-2026");
    await associatePage.getByRole("button", { name: "Aceptar y crear mi cuenta" }).click();
    await expect(associatePage).toHaveURL(/\/customers\/dashboard$/);
    await expect(
      associatePage.getByRole("heading", { level: 1, name: "Tus ofertas" }),
    ).toBeVisible();
  } finally {
    await invitee.close();
  }

  await page.reload();
  const members = page.getByRole("region", { name: "Miembros" });
  await expect(members.getByText("Bruno Asociado")).toBeVisible();
  await expect(pending.getByText("No hay invitaciones pendientes.")).toBeVisible();
});

test("a customer signs out another of their sessions from the settings (en)", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const company = await createCompany(request);
  const other = await ownerSecondSession(request, company);
  expect(await meStatus(request, other)).toBe(200);
  await signInWithToken(page, company.session.token);
  await page.goto("/en/customers/dashboard/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible(
    FIRST_PAINT,
  );
  const sessions = page.getByRole("region", { name: "Active sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expectNoSeriousA11yIssues(page, "settings page");

  const otherItem = sessions.getByRole("listitem").filter({ hasNotText: "This device" });
  await otherItem.getByRole("button").click();
  await expect(page.getByText("Session signed out")).toBeVisible();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  expect(await meStatus(request, other)).toBe(401);
  expect(await meStatus(request, company.session)).toBe(200);
});
