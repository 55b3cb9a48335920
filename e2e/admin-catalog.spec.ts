import { routes } from "@encaja/contracts";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, staffSession, uniqueWord } from "./support/api";
import { createDeveloper } from "./support/developers";
import { expect, test } from "./support/fixtures";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * The catalogue in the admin backoffice. A super admin merges a duplicate skill
 * into its survivor (a developer who had the duplicate now has the survivor) and renames a
 * skill (its old name stays as an alias). Skills are created through the API per test.
 */

test("a super admin merges a duplicate skill; its developer now has the survivor (es)", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await staffSession(request, "superAdmin");
  const word = uniqueWord("Fusion");
  const add = (name: string) =>
    apiCall(
      request,
      routes.adminCatalog.createSkill,
      { body: { name, category: "frontend" } },
      { session: admin, status: 201 },
    );
  const survivor = await add(`${word} Kit`);
  const duplicate = await add(`${word} Kit JS`);
  const developer = await createDeveloper(request, {
    country: "AR",
    skills: [{ code: duplicate.code, level: "high_use", years: 3 }],
  });

  await signInWithToken(page, admin.token);
  await page.goto("/admin/catalog");
  await expect(page.getByRole("heading", { level: 1, name: "Catálogo" })).toBeVisible(FIRST_PAINT);
  await page.getByLabel("Buscar por nombre, código o nombre anterior").fill(word);
  const table = page.getByRole("table", { name: "Habilidades con su uso y nombres anteriores" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await page.getByRole("checkbox", { name: `Seleccionar ${survivor.name} para fusionar` }).check();
  await page.getByRole("checkbox", { name: `Seleccionar ${duplicate.name} para fusionar` }).check();
  await page.getByRole("button", { name: "Fusionar seleccionados (2)" }).click();
  const dialog = page.getByRole("dialog", { name: "Fusionar duplicados" });
  await dialog.getByRole("radio", { name: survivor.name, exact: true }).check();
  await expect(dialog.getByText(/1 referencia de perfil pasa/)).toBeVisible();
  await expectNoSeriousA11yIssues(page, "merge dialog");
  await dialog.getByRole("button", { name: "Fusionar", exact: true }).click();
  await expect(page.getByText(`Fusionado en ${survivor.name}.`)).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByText(duplicate.name)).toBeVisible();

  const profile = await apiCall(request, routes.developers.me, {}, { session: developer.session });
  expect(profile.skills.map((s) => s.code)).toEqual([survivor.code]);
});

test("a super admin renames a skill and finds it by its old name (en)", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await staffSession(request, "superAdmin");
  const oldName = uniqueWord("Legacy");
  const newName = uniqueWord("Modern");
  await apiCall(
    request,
    routes.adminCatalog.createSkill,
    { body: { name: oldName, category: "backend" } },
    { session: admin, status: 201 },
  );

  await signInWithToken(page, admin.token);
  await page.goto("/en/admin/catalog");
  await expect(page.getByRole("heading", { level: 1, name: "Catalogue" })).toBeVisible(FIRST_PAINT);
  await expectNoSeriousA11yIssues(page, "catalogue page");
  await page.getByLabel("Search by name, code or former name").fill(oldName);
  await page.getByRole("button", { name: `Rename ${oldName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Rename ${oldName}` });
  await dialog.getByLabel(/^New name/).fill(newName);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${oldName} is now ${newName}.`)).toBeVisible();
  const table = page.getByRole("table", { name: "Skills with their usage and former names" });
  const row = table.getByRole("row", { name: new RegExp(newName) });
  await expect(row).toContainText(oldName);

  const { items } = await apiCall(request, routes.catalog.skills, { query: { q: oldName } });
  expect(items.map((s) => s.name)).toEqual([newName]);
});
