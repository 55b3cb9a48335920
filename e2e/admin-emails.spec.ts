import { expectNoSeriousA11yIssues } from "./support/a11y";
import { expect, readEmail, registerDeveloper, test, uniqueEmail } from "./support/fixtures";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * Undelivered emails. The capture SMTP server refuses the first message to a `bounce-once`
 * address for good (550), so this test makes its own undelivered email (a sign-up's
 * confirmation) and does not depend on the demo bounce the seed leaves for the page.
 */
test("a super admin sees an undelivered email with its reason and sends it again (es)", async ({
  page,
  request,
  loginAs,
}) => {
  test.setTimeout(150_000);
  const bounced = uniqueEmail("bounce-once");
  await registerDeveloper(request, bounced);

  await loginAs("superAdmin");
  await page.goto("/admin/emails");
  await expect(page.getByRole("heading", { level: 1, name: "Correos no entregados" })).toBeVisible(
    FIRST_PAINT,
  );
  const table = page.getByRole("table", {
    name: "Correos que no se pudieron entregar, los más recientes primero",
  });
  const row = table.getByRole("row").filter({ hasText: bounced });
  // The sender refuses it once it reaches the message, after the demo data's queued mail on a
  // fresh start: reload until the row is there.
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await expect(row.getByText(/550/)).toBeVisible();
  await expectNoSeriousA11yIssues(page, "admin emails");

  await row.getByRole("button", { name: `Enviar de nuevo a ${bounced}` }).click();
  await expect(page.getByText(`El correo a ${bounced} volvió a la cola de envío.`)).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: bounced })).toHaveCount(0);
  expect((await readEmail(bounced)).to).toBe(bounced);
});
