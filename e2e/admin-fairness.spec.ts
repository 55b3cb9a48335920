import { readFileSync } from "node:fs";
import { routes } from "@encaja/contracts";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, staffSession } from "./support/api";
import { createDeveloper } from "./support/developers";
import { expect, test } from "./support/fixtures";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * The fairness audit: a developer states a voluntary self-identification in the settings (and
 * nobody else sees it); superAdmin reads the audit, with the demo's flagged group, and downloads
 * its CSV.
 */

test.describe.configure({ timeout: 90_000 });

const words = {
  es: {
    settings: "/settings/personal-information",
    section: "Autoidentificación (opcional)",
    gender: "Género",
    ageBand: "Franja de edad",
    woman: "Mujer",
    age: "35 a 44 años",
    save: "Guardar autoidentificación",
    saved: "Autoidentificación guardada",
    audit: "/admin/fairness",
    heading: "Auditoría de equidad",
    ageTable: "Franja de edad (autoidentificada)",
    flagged: "bajo cuatro quintos",
    tooFew: "Muy pocas personas para juzgar",
    download: "Descargar CSV",
  },
  en: {
    settings: "/en/settings/personal-information",
    section: "Self-identification (optional)",
    gender: "Gender",
    ageBand: "Age band",
    woman: "Woman",
    age: "35 to 44",
    save: "Save self-identification",
    saved: "Self-identification saved",
    audit: "/en/admin/fairness",
    heading: "Fairness audit",
    ageTable: "Age band (self-identified)",
    flagged: "under four fifths",
    tooFew: "Too few people to judge",
    download: "Download CSV",
  },
} as const;

for (const locale of ["es", "en"] as const) {
  const w = words[locale];

  test(`a developer states a voluntary self-identification in the settings (${locale})`, async ({
    page,
    request,
  }) => {
    const developer = await createDeveloper(request, { country: "AR" });
    await signInWithToken(page, developer.session.token);
    await page.goto(w.settings);
    const section = page.getByRole("region", { name: w.section });
    await expect(section).toBeVisible(FIRST_PAINT);
    const gender = section.getByRole("combobox", { name: w.gender });
    await expect(gender).toBeEnabled();
    await gender.selectOption({ label: w.woman });
    await section.getByRole("combobox", { name: w.ageBand }).selectOption({ label: w.age });
    await section.getByRole("button", { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    const stored = await apiCall(
      request,
      routes.selfIdentification.get,
      {},
      { session: developer.session },
    );
    expect(stored).toEqual({ gender: "woman", ageBand: "35-44" });
    await page.reload();
    await expect(section.getByRole("combobox", { name: w.gender })).toHaveValue("woman");
    await expectNoSeriousA11yIssues(page, `self-identification (${locale})`);
  });

  test(`superAdmin reads the fairness audit, sees a flagged group and downloads the CSV (${locale})`, async ({
    page,
    request,
  }) => {
    await signInWithToken(page, (await staffSession(request, "superAdmin")).token);
    await page.goto(w.audit);
    await expect(page.getByRole("heading", { level: 1, name: w.heading })).toBeVisible(FIRST_PAINT);
    // The demo population's age bands are skewed on purpose: one band is flagged.
    const ages = page.getByRole("table", { name: w.ageTable });
    await expect(ages.getByRole("cell", { name: new RegExp(w.flagged) }).first()).toBeVisible();
    await expect(page.getByText(w.tooFew).first()).toBeVisible();
    await expectNoSeriousA11yIssues(page, `fairness audit (${locale})`);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: w.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^encaja-fairness-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await file.path(), "utf8");
    expect(
      csv.startsWith("\uFEFFscope,offer_title,company,stage,next_stage,dimension,group,"),
    ).toBe(true);
    const flagged = csv.split("\r\n").filter((l) => /^overall,.*,ageBand,.*,true,false$/.test(l));
    expect(flagged.length).toBeGreaterThan(0);
  });
}
