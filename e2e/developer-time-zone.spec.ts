import { expectNoSeriousA11yIssues } from "./support/a11y";
import { createDeveloper } from "./support/developers";
import { expect, test } from "./support/fixtures";
import { signInWithToken } from "./support/session";

const texts = {
  es: {
    prefix: "",
    profile: "Tu perfil",
    personal: "Datos personales",
    editPersonal: "Editar Datos personales",
    timeZone: "Zona horaria",
    workStart: "Inicio de tu jornada",
    workEnd: "Fin de tu jornada",
    save: "Guardar cambios",
    saved: "Datos personales guardados.",
    addExperience: "Añadir experiencia",
    experienceForm: "Añadir experiencia",
    company: "Empresa",
    jobTitle: "Puesto",
    start: "Mes de inicio",
    current: "Trabajo aquí actualmente",
    industry: "Sector",
    companySize: "Tamaño de la empresa",
    projectType: "Tipo de proyecto",
    saveExperience: "Guardar experiencia",
    context: "Fintech · 51–200 personas · Migración",
  },
  en: {
    prefix: "/en",
    profile: "Your profile",
    personal: "Personal details",
    editPersonal: "Edit Personal details",
    timeZone: "Time zone",
    workStart: "Your working day starts",
    workEnd: "Your working day ends",
    save: "Save changes",
    saved: "Personal details saved.",
    addExperience: "Add experience",
    experienceForm: "Add an experience",
    company: "Company",
    jobTitle: "Job title",
    start: "Start month",
    current: "I currently work here",
    industry: "Industry",
    companySize: "Company size",
    projectType: "Project type",
    saveExperience: "Save experience",
    context: "Fintech · 51–200 people · Migration",
  },
} as const;

for (const locale of ["es", "en"] as const) {
  const l = texts[locale];

  test(`a developer states their time zone, working day and an experience's context (${locale})`, async ({
    page,
    request,
  }) => {
    // Several page loads and saves, each rendered per request on a loaded 2-core machine.
    test.setTimeout(120_000);
    const loaded = { timeout: 30_000 };
    // Living in Colombia gives the developer Bogotá's zone until they choose another.
    const developer = await createDeveloper(request, { country: "CO" });
    await signInWithToken(page, developer.session.token);
    await page.goto(`${l.prefix}/dashboard/profile`);
    await expect(page.getByRole("heading", { level: 1, name: l.profile })).toBeVisible(loaded);
    const personal = page.getByRole("region", { name: l.personal });
    await expect(personal.getByText("America/Bogota")).toBeVisible();

    await personal.getByRole("button", { name: l.editPersonal }).click();
    const zone = personal.getByRole("combobox", { name: l.timeZone });
    await expect(zone).toHaveValue("America/Bogota");
    await zone.fill("madrid");
    await page.getByRole("option", { name: "Europe/Madrid" }).click();
    await expect(zone).toHaveValue("Europe/Madrid");
    await personal.getByLabel(l.workStart).fill("08:00");
    await personal.getByLabel(l.workEnd).fill("16:30");
    await expectNoSeriousA11yIssues(page, "personal details form");
    await personal.getByRole("button", { name: l.save }).click();
    await expect(page.getByText(l.saved).first()).toBeVisible();

    await page.getByRole("button", { name: l.addExperience }).click();
    const form = page.getByRole("form", { name: l.experienceForm });
    await form.getByLabel(l.company, { exact: false }).first().fill("Pagos del Sur");
    await form.getByLabel(l.jobTitle, { exact: false }).first().fill("Backend developer");
    await form.getByLabel(l.start, { exact: false }).fill("2023-02");
    await form.getByLabel(l.current).check();
    await form.getByLabel(l.industry).selectOption({ label: "Fintech" });
    await form.getByLabel(l.companySize).selectOption({ index: 3 });
    await form.getByLabel(l.projectType).selectOption({ index: 4 });
    await expectNoSeriousA11yIssues(page, "experience form");
    await form.getByRole("button", { name: l.saveExperience }).click();
    await expect(form).toBeHidden(loaded);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: l.profile })).toBeVisible(loaded);
    const reloaded = page.getByRole("region", { name: l.personal });
    await expect(reloaded.getByText("Europe/Madrid")).toBeVisible(loaded);
    await expect(reloaded.getByText("08:00–16:30")).toBeVisible();
    await expect(page.getByText(l.context)).toBeVisible();
    await expectNoSeriousA11yIssues(page, "profile after reload");
  });
}
