import { routes } from "@encaja/contracts";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, createCompany, staffSession } from "./support/api";
import { expect, test } from "./support/fixtures";
import { createDraftOffer } from "./support/offers";
import { signInWithToken } from "./support/session";

/**
 * The company side of matching in context: a company owner states its industry and size in
 * the settings; a matcher gives an offer its working day's time zone, the overlap it asks,
 * its industry (the company's to start with) and project type, and sees them on the offer.
 */
const texts = {
  es: {
    prefix: "",
    settings: "Configuración de la cuenta",
    companyForm: "Datos de la empresa",
    industry: "Sector",
    companySize: "Tamaño",
    saveCompany: "Guardar empresa",
    companySaved: "Empresa guardada",
    editOffer: "Editar oferta",
    timeZone: "Zona horaria de la jornada",
    overlap: "Coincidencia mínima (horas)",
    offerSize: "Tamaño de la empresa",
    projectType: "Tipo de proyecto",
    migration: "Migración",
    logistics: "Logística y transporte",
    save: "Guardar cambios",
    zoneFact: "Europe/Madrid: al menos 4 horas de coincidencia con su jornada (09:00–18:00)",
    contextFact: "Logística y transporte · 51–200 personas",
  },
  en: {
    prefix: "/en",
    settings: "Account settings",
    companyForm: "Company details",
    industry: "Industry",
    companySize: "Size",
    saveCompany: "Save company",
    companySaved: "Company saved",
    editOffer: "Edit offer",
    timeZone: "Time zone of the working day",
    overlap: "Minimum overlap (hours)",
    offerSize: "Company size",
    projectType: "Project type",
    migration: "Migration",
    logistics: "Logistics and transport",
    save: "Save changes",
    zoneFact: "Europe/Madrid: at least 4 hours of overlap with its working day (09:00–18:00)",
    contextFact: "Logistics and transport · 51–200 people",
  },
} as const;

const loaded = { timeout: 30_000 };

for (const locale of ["es", "en"] as const) {
  const l = texts[locale];

  test(`a company owner states the company's industry and size in the settings (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const company = await createCompany(request);
    await signInWithToken(page, company.session.token);
    await page.goto(`${l.prefix}/customers/dashboard/settings`);
    await expect(page.getByRole("heading", { level: 1, name: l.settings })).toBeVisible(loaded);
    const form = page.getByRole("form", { name: l.companyForm });
    await form.getByRole("combobox", { name: l.industry }).selectOption({ label: l.logistics });
    await form.getByRole("combobox", { name: l.companySize }).selectOption("51-200");
    await expectNoSeriousA11yIssues(page, "company settings");
    await form.getByRole("button", { name: l.saveCompany }).click();
    await expect(page.getByText(l.companySaved)).toBeVisible();

    const saved = await apiCall(request, routes.plans.company, {}, { session: company.session });
    expect(saved).toMatchObject({ industry: "logistics", companySize: "51-200" });
    await page.reload();
    await expect(form.getByRole("combobox", { name: l.industry })).toHaveValue("logistics", loaded);
  });

  test(`a matcher gives an offer its time zone, overlap, industry and project type (${locale})`, async ({
    page,
    request,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const company = await createCompany(request);
    await apiCall(
      request,
      routes.plans.updateCompany,
      { body: { industry: "logistics", companySize: "51-200" } },
      { session: company.session },
    );
    const matcher = await staffSession(request);
    const offer = await createDraftOffer(request, matcher, { customerId: company.customerId });
    // A new offer starts in its company's industry and size.
    expect(offer).toMatchObject({ industry: "logistics", companySize: "51-200", timeZone: null });

    await loginAs("matchers");
    await page.goto(`${l.prefix}/matchers/edit-offer/${offer.id}`);
    await expect(page.getByRole("heading", { level: 1, name: l.editOffer })).toBeVisible(loaded);
    await expect(page.getByRole("combobox", { name: l.industry, exact: true })).toHaveValue(
      "logistics",
    );
    await expect(page.getByRole("combobox", { name: l.offerSize })).toHaveValue("51-200");
    const zone = page.getByRole("combobox", { name: l.timeZone });
    await zone.fill("madrid");
    await page.getByRole("option", { name: "Europe/Madrid" }).click();
    await expect(zone).toHaveValue("Europe/Madrid");
    await page.getByRole("spinbutton", { name: l.overlap }).fill("4");
    await page.getByRole("combobox", { name: l.projectType }).selectOption({ label: l.migration });
    await expectNoSeriousA11yIssues(page, "offer form with its context");
    await page.getByRole("button", { name: l.save }).click();

    await expect(page).toHaveURL(new RegExp(`/matchers/offer/${offer.id}$`), loaded);
    await expect(page.getByText(l.zoneFact)).toBeVisible(loaded);
    await expect(page.getByText(l.contextFact)).toBeVisible();
    await expect(page.getByText(l.migration, { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page, "offer page with its context");
    const saved = await apiCall(
      request,
      routes.offers.get,
      { params: { id: offer.id } },
      { session: matcher },
    );
    expect(saved).toMatchObject({
      timeZone: "Europe/Madrid",
      minOverlapHours: 4,
      industry: "logistics",
      companySize: "51-200",
      projectType: "migration",
    });
  });
}
