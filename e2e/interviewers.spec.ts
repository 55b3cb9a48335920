import { routes } from "@encaja/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, type Session, staffSession } from "./support/api";
import { createDeveloper } from "./support/developers";
import { expect, test } from "./support/fixtures";

/** The interviewer's workspace, lists, scheduling form and interview kit. */

const texts = {
  es: {
    prefix: "",
    today: "Hoy",
    upcoming: "Próximas",
    waiting: "Pendientes de evaluación",
    availability: "Disponibilidad semanal",
    hardList: "Entrevistas técnicas",
    schedule: "Programar una entrevista",
    developer: /^Persona desarrolladora/,
    date: /^Fecha/,
    time: /^Hora de inicio/,
    submit: "Programar",
    scoreSkill: "Puntuación de TypeScript",
    scoreCriterion: "Puntuación de Resolución de problemas",
    saved: "Guardado",
    approved: "Aprobada",
    complete: "Completar entrevista",
    confirm: "Completar",
    completedNote: "Esta entrevista está completada",
    notFound: "Esta entrevista no existe o no está asignada a ti.",
  },
  en: {
    prefix: "/en",
    today: "Today",
    upcoming: "Upcoming",
    waiting: "Waiting for a scorecard",
    availability: "Weekly availability",
    hardList: "Technical interviews",
    schedule: "Schedule an interview",
    developer: /^Developer/,
    date: /^Date/,
    time: /^Start time/,
    submit: "Schedule",
    scoreSkill: "Score for TypeScript",
    scoreCriterion: "Score for Problem solving",
    saved: "Saved",
    approved: "Approved",
    complete: "Complete interview",
    confirm: "Complete",
    completedNote: "This interview is completed",
    notFound: "This interview does not exist or is not assigned to you.",
  },
} as const;

const myUserId = async (request: APIRequestContext, session: Session) =>
  (await apiCall(request, routes.users.me, {}, { session })).userId;

/** A random far-future day (and a free time on it), so parallel tests never overlap. */
function farFuture() {
  const days = 120 + Math.floor(Math.random() * 600);
  const day = new Date(Date.now() + days * 86_400_000);
  const hour = 8 + Math.floor(Math.random() * 10);
  const minute = [0, 15, 30, 45][Math.floor(Math.random() * 4)] ?? 0;
  const date = day.toISOString().slice(0, 10);
  const time = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  const nextDayIso = new Date(`${date}T${time}:00Z`).getTime() + 86_400_000;
  return { date, time, nextDay: new Date(nextDayIso).toISOString() };
}

async function scheduleAs(
  request: APIRequestContext,
  session: Session,
  data: { developerId: string; interviewerUserId: string; scheduledAt: string },
) {
  return apiCall(
    request,
    routes.interviews.create,
    { body: { type: "hard", durationMinutes: 60, ...data } },
    { session, status: 201 },
  );
}

/** A page's first render waits for its scripts, slow on a loaded machine. */
const firstLoad = { timeout: 30_000 };

const scorecardRow = (page: Page, name: string) => page.getByRole("radiogroup", { name });

test("the demo interviewer's workspace shows the day, the upcoming interviews and the availability", async ({
  page,
  loginAs,
}) => {
  test.setTimeout(60_000);
  await loginAs("hardInterviewer");
  const t = texts.es;
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: /^Hola, / })).toBeVisible(firstLoad);
  await expect(main.getByRole("region", { name: t.today })).toBeVisible();
  await expect(
    main.getByRole("region", { name: t.upcoming }).getByRole("link").first(),
  ).toBeVisible();
  await expect(main.getByRole("region", { name: t.waiting })).toBeVisible();
  await expect(main.getByRole("combobox", { name: /^Zona horaria/ })).toHaveValue(
    "America/Argentina/Buenos_Aires",
  );
  await expectNoSeriousA11yIssues(page, "workspace");
  await expect(main.getByRole("link", { name: t.hardList })).toHaveAttribute(
    "href",
    "/interviewers/hard-interviews",
  );
});

test("en: the technical interviews list filters by status through the URL", async ({
  page,
  loginAs,
}) => {
  test.setTimeout(60_000);
  await loginAs("hardInterviewer");
  await page.goto("/en/interviewers/hard-interviews?status=completed&direction=DESC");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: texts.en.hardList })).toBeVisible(
    firstLoad,
  );
  const status = main.getByRole("combobox", { name: "Status" });
  await expect(status).toHaveValue("completed");
  await expect(main.getByRole("combobox", { name: "Order" })).toHaveValue("DESC");
  // A hardInterviewer only ever sees their own interviews: no interviewer filter.
  await expect(main.getByRole("combobox", { name: "Interviewer" })).toHaveCount(0);
  await expect(main.getByRole("list").getByRole("link").first()).toBeVisible();
  await expectNoSeriousA11yIssues(page, "hard list");
  await status.selectOption("scheduled");
  await expect(page).toHaveURL(/status=scheduled&direction=DESC$/);
});

for (const locale of ["es", "en"] as const) {
  test(`${locale}: an interviewer schedules, scores (autosaved) and approves an interview`, async ({
    page,
    request,
    loginAs,
    consoleGuard,
  }) => {
    test.setTimeout(90_000);
    // Parallel tests share the demo interviewer: a time another test took answers 409.
    consoleGuard.allow({ status: 409, url: /\/interviews$/ });
    const t = texts[locale];
    const developer = await createDeveloper(request, { country: "AR" });
    const interviewer = await staffSession(request, "hardInterviewer");
    const when = farFuture();
    // The developer becomes one of the interviewer's (an interviewer picks among those).
    await scheduleAs(request, interviewer, {
      developerId: developer.professionalId,
      interviewerUserId: await myUserId(request, interviewer),
      scheduledAt: when.nextDay,
    });

    await loginAs("hardInterviewer");
    await page.goto(`${t.prefix}/interviewers/hard-interviews/new-interview`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: t.schedule })).toBeVisible(firstLoad);
    await main.getByLabel(t.developer).selectOption({ label: developer.name });
    await main.getByLabel(t.date).fill(when.date);
    await main.getByLabel(t.time).fill(when.time);
    await expectNoSeriousA11yIssues(page, "new interview");
    await main.getByRole("button", { name: t.submit, exact: true }).click();

    await expect(page).toHaveURL(/\/interviewers\/hard-interviews\/[0-9a-f-]{36}$/);
    await expect(main.getByRole("heading", { level: 1 })).toContainText(developer.name, firstLoad);
    await scorecardRow(page, t.scoreSkill).getByRole("radio", { name: "4" }).check();
    await scorecardRow(page, t.scoreCriterion).getByRole("radio", { name: "3" }).check();
    await expect(main.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
    await expectNoSeriousA11yIssues(page, "kit");

    await page.reload();
    await expect(scorecardRow(page, t.scoreSkill).getByRole("radio", { name: "4" })).toBeChecked(
      firstLoad,
    );
    await expect(
      scorecardRow(page, t.scoreCriterion).getByRole("radio", { name: "3" }),
    ).toBeChecked();
    await expect(main.getByRole("status").filter({ hasText: t.saved })).toBeVisible();

    await main.getByRole("radio", { name: t.approved, exact: true }).check();
    await main.getByRole("button", { name: t.complete }).click();
    await page.getByRole("dialog").getByRole("button", { name: t.confirm, exact: true }).click();
    await expect(main.getByText(t.completedNote)).toBeVisible();
    await expect(main.getByRole("definition").filter({ hasText: t.approved })).toBeVisible();
    await expect(main.getByRole("radiogroup", { name: t.scoreSkill })).toHaveCount(0);

    if (locale === "en") {
      // A completed interview is final: a correction is a new interview that names it.
      await main.getByRole("link", { name: "Schedule a correction" }).click();
      await expect(page).toHaveURL(/\/new-interview\?type=hard&supersedesId=[0-9a-f-]{36}&/);
      await expect(main.getByText(/^This interview corrects a completed one/)).toBeVisible(
        firstLoad,
      );
      const corrects = main.getByRole("link", {
        name: "This interview corrects an earlier one (open it)",
      });
      // The demo interviewer is shared by parallel tests: a time already taken is tried again.
      const busy = main.getByRole("alert").filter({ hasText: "already has another interview" });
      // The default interviewer is filled in once the list has loaded (a submit before then is
      // refused with "choose an interviewer").
      await expect(
        main.getByRole("combobox", { name: "Interviewer", exact: true }),
      ).not.toHaveValue("", firstLoad);
      for (let attempt = 0; attempt < 3 && !(await corrects.isVisible()); attempt++) {
        const later = farFuture();
        await main.getByLabel(t.date).fill(later.date);
        await main.getByLabel(t.time).fill(later.time);
        await main.getByRole("button", { name: t.submit, exact: true }).click();
        await expect(corrects.or(busy)).toBeVisible(firstLoad);
      }
      await expect(corrects).toBeVisible();
    }
  });
}

test("a hardInterviewer cannot open another interviewer's interview", async ({
  page,
  request,
  loginAs,
  consoleGuard,
}) => {
  const developer = await createDeveloper(request, { country: "AR" });
  const matcher = await staffSession(request, "matchers");
  const created = await scheduleAs(request, matcher, {
    developerId: developer.professionalId,
    interviewerUserId: await myUserId(request, matcher),
    scheduledAt: farFuture().nextDay,
  });
  consoleGuard.allow({ status: 404, url: `/interviews/${created.id}` });

  await loginAs("hardInterviewer");
  await page.goto(`/en/interviewers/hard-interviews/${created.id}`);
  await expect(page.getByRole("alert").filter({ hasText: texts.en.notFound })).toBeVisible(
    firstLoad,
  );
  await expect(page.getByRole("main")).not.toContainText(developer.name);
});
