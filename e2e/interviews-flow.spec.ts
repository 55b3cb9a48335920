import type { Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { createCompany, staffSession } from "./support/api";
import { bookingZones, chooseAndSubmit, DEMO_INTERVIEWER } from "./support/booking";
import { createDeveloper } from "./support/developers";
import { expect, test } from "./support/fixtures";
import { addCandidate, createOpenOffer } from "./support/offers";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * Interviews end to end: a developer books a technical interview from the onboarding, the
 * interviewer scores and approves it in the workspace, and the matcher sees the hard stage
 * approved on the pipeline card, with the history entry naming the interviewer.
 */

const texts = {
  es: {
    prefix: "",
    book: "Reservar este horario",
    booked: "¡Entrevista reservada!",
    upcoming: "Próximas",
    row: (name: string) => `Entrevista técnica · ${name}`,
    score: "Puntuación de TypeScript",
    criterion: "Puntuación de Resolución de problemas",
    saved: "Guardado",
    approved: "Aprobada",
    complete: "Completar entrevista",
    confirm: "Completar",
    completed: "Esta entrevista está completada",
    cardStage: "Entrevista técnica: Aprobado",
    history: (name: string) => `Historial de ${name}`,
    stageChange: "Entrevista técnica: Pendiente → Aprobado",
  },
  en: {
    prefix: "/en",
    book: "Book this slot",
    booked: "Your interview is booked!",
    upcoming: "Upcoming",
    row: (name: string) => `Technical interview · ${name}`,
    score: "Score for TypeScript",
    criterion: "Score for Problem solving",
    saved: "Saved",
    approved: "Approved",
    complete: "Complete interview",
    confirm: "Complete",
    completed: "This interview is completed",
    cardStage: "Technical interview: Approved",
    history: (name: string) => `History of ${name}`,
    stageChange: "Technical interview: Pending → Approved",
  },
} as const;

/** Signs the browser out (the session lives in local storage), to sign in as someone else. */
async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
}

for (const locale of ["es", "en"] as const) {
  const t = texts[locale];

  test.describe(`the technical interview drives the pipeline (${locale})`, () => {
    test.use({ timezoneId: bookingZones[locale] });

    test(`booked by the developer, approved by the interviewer, seen by the matcher (${locale})`, async ({
      page,
      request,
      loginAs,
      consoleGuard,
    }) => {
      test.setTimeout(180_000);
      // Parallel tests book the same interviewer: a slot taken first is part of the journey.
      consoleGuard.allow({ status: 409, url: /\/developers\/me\/interviews$/ });
      const matcher = await staffSession(request, "matchers", locale);
      const company = await createCompany(request);
      const offer = await createOpenOffer(request, matcher, { customerId: company.customerId });
      const developer = await createDeveloper(request, { country: "AR" });
      await addCandidate(request, matcher, offer.id, developer);

      // The developer books a slot of the demo interviewer from the onboarding step.
      await signInWithToken(page, developer.session.token);
      await page.goto(`${t.prefix}/onboarding/preview-hard`);
      await expect(page.getByRole("radio").first()).toBeVisible(FIRST_PAINT);
      await chooseAndSubmit(page, request, developer.session, locale, t.book, t.booked);

      // The interviewer finds it among the upcoming interviews, scores it and approves it.
      await signOut(page);
      await loginAs("hardInterviewer");
      await page.goto(`${t.prefix}/interviewers`);
      const main = page.getByRole("main");
      await main
        .getByRole("region", { name: t.upcoming })
        .getByRole("link", { name: t.row(developer.name) })
        .click({ timeout: FIRST_PAINT.timeout });
      await expect(page).toHaveURL(/\/interviewers\/hard-interviews\/[0-9a-f-]{36}$/);
      await expect(main.getByRole("heading", { level: 1 })).toContainText(
        developer.name,
        FIRST_PAINT,
      );
      await main
        .getByRole("radiogroup", { name: t.score })
        .getByRole("radio", { name: "4" })
        .check();
      await main
        .getByRole("radiogroup", { name: t.criterion })
        .getByRole("radio", { name: "5" })
        .check();
      await expect(main.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
      await main.getByRole("radio", { name: t.approved, exact: true }).check();
      await main.getByRole("button", { name: t.complete }).click();
      await page.getByRole("dialog").getByRole("button", { name: t.confirm, exact: true }).click();
      await expect(main.getByText(t.completed)).toBeVisible();

      // The matcher sees the hard stage approved on the card, and who approved it when.
      await signOut(page);
      await loginAs("matchers");
      await page.goto(`${t.prefix}/matchers/offer/${offer.id}#pipeline`);
      const card = page.getByRole("listitem", { name: developer.name, exact: true });
      await expect(card).toContainText(t.cardStage, FIRST_PAINT);
      await card.getByRole("button", { name: t.history(developer.name) }).click();
      const history = page.getByRole("dialog", { name: t.history(developer.name) });
      await expect(history).toContainText(t.stageChange);
      await expect(history).toContainText(DEMO_INTERVIEWER);
      await expectNoSeriousA11yIssues(page, "pipeline history with the interview");
    });
  });
}
