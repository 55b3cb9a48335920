import { routes } from "@encaja/contracts";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, staffSession, uniqueWord } from "./support/api";
import { expect, test } from "./support/fixtures";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * The skill graph in /admin/catalog: a super admin relates two skills with a strength, changes
 * the strength and removes the relation. The two skills are created through the API per test.
 */

type Names = { a: string; b: string };

const texts = {
  es: {
    prefix: "",
    title: "Catálogo",
    tab: "Habilidades relacionadas",
    skill: "Habilidad",
    related: "Habilidad relacionada",
    strength: "Afinidad (%)",
    relate: "Relacionar",
    related55: ({ a, b }: Names) => `${a} y ${b} quedaron relacionadas (55 %).`,
    table: "Habilidades relacionadas y la afinidad de cada relación",
    value: (n: number) => `${n} %`,
    edit: ({ a, b }: Names) => `Cambiar la afinidad entre ${a} y ${b}`,
    editDialog: ({ a, b }: Names) => `Afinidad entre ${a} y ${b}`,
    save: "Guardar",
    saved80: ({ a, b }: Names) => `${a} y ${b}: 80 %.`,
    remove: ({ a, b }: Names) => `Quitar la relación entre ${a} y ${b}`,
    removeDialog: "¿Quitar esta relación?",
    confirm: "Quitar",
    removed: ({ a, b }: Names) => `Se quitó la relación entre ${a} y ${b}.`,
    none: "Ninguna relación coincide.",
  },
  en: {
    prefix: "/en",
    title: "Catalogue",
    tab: "Related skills",
    skill: "Skill",
    related: "Related skill",
    strength: "Strength (%)",
    relate: "Relate",
    related55: ({ a, b }: Names) => `${a} and ${b} are related (55%).`,
    table: "Related skills and the strength of each relation",
    value: (n: number) => `${n}%`,
    edit: ({ a, b }: Names) => `Change the strength between ${a} and ${b}`,
    editDialog: ({ a, b }: Names) => `Strength between ${a} and ${b}`,
    save: "Save",
    saved80: ({ a, b }: Names) => `${a} and ${b}: 80%.`,
    remove: ({ a, b }: Names) => `Remove the relation between ${a} and ${b}`,
    removeDialog: "Remove this relation?",
    confirm: "Remove",
    removed: ({ a, b }: Names) => `The relation between ${a} and ${b} was removed.`,
    none: "No relations match.",
  },
} as const;

for (const locale of ["es", "en"] as const) {
  const t = texts[locale];

  test(`a super admin relates two skills, changes the strength and removes it (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await staffSession(request, "superAdmin", locale);
    const word = uniqueWord("Graph");
    const add = (name: string) =>
      apiCall(
        request,
        routes.adminCatalog.createSkill,
        { body: { name, category: "frontend" } },
        { session: admin, status: 201 },
      );
    const skillA = await add(`${word} Alpha`);
    const skillB = await add(`${word} Beta`);
    const names = { a: skillA.name, b: skillB.name };

    await signInWithToken(page, admin.token);
    await page.goto(`${t.prefix}/admin/catalog`);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible(FIRST_PAINT);
    // A click before the page has hydrated is lost: click until the tab is selected.
    const tab = page.getByRole("tab", { name: t.tab });
    await expect(async () => {
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 2_000 });
    }).toPass(FIRST_PAINT);
    await expect(page.getByRole("heading", { level: 2, name: t.tab })).toBeVisible();
    const pick = async (label: string, name: string) => {
      await page.getByRole("combobox", { name: label, exact: true }).fill(name);
      await page.getByRole("option", { name, exact: true }).click();
    };
    await pick(t.skill, names.a);
    await expect(page.getByText(t.none)).toBeVisible();
    await pick(t.related, names.b);
    await page.getByRole("spinbutton", { name: t.strength }).fill("55");
    await page.getByRole("button", { name: t.relate, exact: true }).click();
    await expect(page.getByText(t.related55(names))).toBeVisible();
    const table = page.getByRole("table", { name: t.table });
    const row = table.getByRole("row", { name: new RegExp(names.b) });
    await expect(row).toContainText(t.value(55));
    await expectNoSeriousA11yIssues(page, "related skills");

    await row.getByRole("button", { name: t.edit(names) }).click();
    const dialog = page.getByRole("dialog", { name: t.editDialog(names) });
    await dialog.getByRole("spinbutton", { name: t.strength }).fill("80");
    await expectNoSeriousA11yIssues(page, "strength dialog");
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.saved80(names))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(t.value(80));
    await expect(row.getByRole("button", { name: t.edit(names) })).toBeFocused();

    await row.getByRole("button", { name: t.remove(names) }).click();
    const confirm = page.getByRole("dialog", { name: t.removeDialog });
    await expectNoSeriousA11yIssues(page, "remove dialog");
    await confirm.getByRole("button", { name: t.confirm, exact: true }).click();
    await expect(page.getByText(t.removed(names))).toBeVisible();
    await expect(page.getByText(t.none)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t.tab })).toBeFocused();

    const { items: catalog } = await apiCall(request, routes.catalog.skills, {
      query: { q: word },
    });
    const idB = catalog.find((s) => s.code === skillB.code)?.id;
    expect(idB).toBeTruthy();
    const left = await apiCall(
      request,
      routes.adminCatalog.skillRelations,
      { query: { skillId: idB } },
      { session: admin },
    );
    expect(left.items).toEqual([]);
  });
}
