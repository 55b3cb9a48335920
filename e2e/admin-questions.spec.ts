import { routes } from "@encaja/contracts";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, staffSession, uniqueWord } from "./support/api";
import { createDeveloper } from "./support/developers";
import { expect, test } from "./support/fixtures";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * The interview question bank: a super admin adds a question for a skill at /admin/questions,
 * and the demo interviewer's kit for an interview verifying that skill suggests it. The demo
 * interviewer also has soft interviews and English checks from the first start.
 */

const texts = {
  es: {
    prefix: "",
    title: "Preguntas de entrevista",
    add: "Agregar una pregunta",
    dialog: "Agregar una pregunta",
    kind: /^Tipo de entrevista/,
    technical: "Entrevista técnica",
    about: /^Sobre qué pregunta/,
    aboutSkill: "Una habilidad concreta",
    skill: /^Habilidad/,
    level: /^Nivel/,
    senior: "Senior",
    textEs: /^Pregunta en español/,
    textEn: /^Pregunta en inglés/,
    save: "Guardar",
    added: "Pregunta agregada al banco.",
    filters: "Filtrar preguntas",
    table: "Preguntas del banco",
    questions: "Preguntas sugeridas",
    softRow: /^(Entrevista personal|Evaluación de inglés) · /,
  },
  en: {
    prefix: "/en",
    title: "Interview questions",
    add: "Add a question",
    dialog: "Add a question",
    kind: /^Interview type/,
    technical: "Technical interview",
    about: /^Asks about/,
    aboutSkill: "A specific skill",
    skill: /^Skill/,
    level: /^Level/,
    senior: "Senior",
    textEs: /^Question in Spanish/,
    textEn: /^Question in English/,
    save: "Save",
    added: "Question added to the bank.",
    filters: "Filter questions",
    table: "Questions in the bank",
    questions: "Suggested questions",
    softRow: /^(Soft interview|English check) · /,
  },
} as const;

/** A random far-future hour, so parallel tests never book the interviewer twice. */
function farFuture(): string {
  const days = 200 + Math.floor(Math.random() * 500);
  const hour = 8 + Math.floor(Math.random() * 10);
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`).toISOString();
}

for (const locale of ["es", "en"] as const) {
  const t = texts[locale];

  test(`a question added for a skill shows in the interviewer's kit (${locale})`, async ({
    page,
    request,
    loginAs,
  }) => {
    test.setTimeout(180_000);
    const admin = await staffSession(request, "superAdmin", locale);
    const skill = await apiCall(
      request,
      routes.adminCatalog.createSkill,
      { body: { name: uniqueWord("Bank"), category: "backend" } },
      { session: admin, status: 201 },
    );
    const developer = await createDeveloper(request, {
      country: "AR",
      seniority: "senior",
      skills: [{ code: skill.code, level: "high_use", years: 4 }],
    });
    const matcher = await staffSession(request, "matchers", locale);
    const interviewer = await staffSession(request, "hardInterviewer", locale);
    const { userId } = await apiCall(request, routes.users.me, {}, { session: interviewer });
    const interview = await apiCall(
      request,
      routes.interviews.create,
      {
        body: {
          type: "hard",
          developerId: developer.professionalId,
          interviewerUserId: userId,
          scheduledAt: farFuture(),
          durationMinutes: 60,
        },
      },
      { session: matcher, status: 201 },
    );
    const question = {
      es: `¿Cómo depurarías ${skill.name} en producción?`,
      en: `How would you debug ${skill.name} in production?`,
    };

    await signInWithToken(page, admin.token);
    await page.goto(`${t.prefix}/admin/questions`);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible(FIRST_PAINT);
    await expectNoSeriousA11yIssues(page, "question bank");
    await page.getByRole("button", { name: t.add }).click();
    const dialog = page.getByRole("dialog", { name: t.dialog });
    await expect(dialog.getByRole("combobox", { name: t.kind })).toHaveValue("hard");
    await expect(dialog.getByRole("combobox", { name: t.about })).toHaveValue("skill");
    await dialog.getByRole("combobox", { name: t.skill }).fill(skill.name);
    await page.getByRole("option", { name: skill.name, exact: true }).click();
    await dialog.getByRole("combobox", { name: t.level }).selectOption("senior");
    await dialog.getByRole("textbox", { name: t.textEs }).fill(question.es);
    await dialog.getByRole("textbox", { name: t.textEn }).fill(question.en);
    await expectNoSeriousA11yIssues(page, "question dialog");
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.added)).toBeVisible();
    await expect(dialog).toBeHidden();

    const filters = page.getByRole("group", { name: t.filters });
    await filters.getByRole("combobox", { name: t.skill }).fill(skill.name);
    await page.getByRole("option", { name: skill.name, exact: true }).click();
    const table = page.getByRole("table", { name: t.table });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("rowheader", { name: question[locale] })).toBeVisible();

    // The interviewer's kit suggests it, in the page's language.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await loginAs("hardInterviewer");
    await page.goto(`${t.prefix}/interviewers/hard-interviews/${interview.id}`);
    await expect(page.getByRole("heading", { name: t.questions })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole("main").getByText(question[locale])).toBeVisible();
  });

  test(`the demo interviewer's soft interviews page lists interviews (${locale})`, async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    await loginAs("hardInterviewer");
    await page.goto(`${t.prefix}/interviewers/soft-interviews`);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: t.softRow }).first()).toBeVisible(FIRST_PAINT);
    await expectNoSeriousA11yIssues(page, "soft interviews");
  });
}
