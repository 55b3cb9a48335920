import { expectNoSeriousA11yIssues } from "./support/a11y";
import {
  bookByApi,
  bookingZones,
  chooseAndSubmit,
  DEMO_INTERVIEWER as INTERVIEWER,
  myInterviews as mine,
} from "./support/booking";
import { createDeveloper } from "./support/developers";
import { expect, test } from "./support/fixtures";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/** A developer books, reschedules and cancels a technical interview. */

const texts = {
  es: {
    prefix: "",
    zone: bookingZones.es,
    previewTitle: "Cómo es la entrevista técnica",
    signUp: "Crear mi perfil",
    logIn: "Inicia sesión para reservar tu entrevista",
    bookTitle: "Reserva tu entrevista técnica",
    scheduledTitle: "Tu entrevista técnica",
    times: "Horarios en Europe/Madrid",
    book: "Reservar este horario",
    booked: "¡Entrevista reservada!",
    invite: "Te llegará a tu correo una invitación de calendario.",
    yourInterviews: "Tus entrevistas",
    technical: /^Entrevista técnica/,
    reschedule: "Cambiar horario",
    moveHere: "Mover a este horario",
    moved: /Entrevista movida al/,
    cancel: "Cancelar entrevista",
    cancelTitle: "¿Cancelar la entrevista?",
    confirmCancel: "Sí, cancelarla",
    cancelled: "Entrevista cancelada.",
    none: "No tienes entrevistas programadas.",
    bookLink: "Reservar una entrevista técnica",
    cancelledStatus: "Cancelada",
  },
  en: {
    prefix: "/en",
    zone: bookingZones.en,
    previewTitle: "What the technical interview is like",
    signUp: "Create my profile",
    logIn: "Log in to book your interview",
    bookTitle: "Book your technical interview",
    scheduledTitle: "Your technical interview",
    times: "Times in America/New_York",
    book: "Book this slot",
    booked: "Your interview is booked!",
    invite: "A calendar invite is on its way to your email.",
    yourInterviews: "Your interviews",
    technical: /^Technical interview/,
    reschedule: "Reschedule",
    moveHere: "Move to this time",
    moved: /Interview moved to/,
    cancel: "Cancel interview",
    cancelTitle: "Cancel the interview?",
    confirmCancel: "Yes, cancel it",
    cancelled: "Interview cancelled.",
    none: "You have no interviews scheduled.",
    bookLink: "Book a technical interview",
    cancelledStatus: "Cancelled",
  },
} as const;

for (const locale of ["es", "en"] as const) {
  const t = texts[locale];

  test.describe(`booking a technical interview (${locale})`, () => {
    test.use({ timezoneId: t.zone });
    test.describe.configure({ timeout: 90_000 });

    test(`/preview-hard explains the interview and invites visitors to sign up or log in (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${t.prefix}/preview-hard`);
      await expect(page.getByRole("heading", { level: 1, name: t.previewTitle })).toBeVisible();
      await expect(page.getByRole("link", { name: t.signUp })).toBeVisible(FIRST_PAINT);
      await expect(page.getByRole("link", { name: t.logIn })).toHaveAttribute(
        "href",
        `${t.prefix}/login?callback=%2Fpreview-hard`,
      );
      await expect(page.getByRole("heading", { name: t.bookTitle })).toHaveCount(0);
      await expectNoSeriousA11yIssues(page, "/preview-hard, anonymous");
    });

    test(`a developer books a slot in their zone from the onboarding (${locale})`, async ({
      page,
      request,
      consoleGuard,
    }) => {
      // Another test may take the chosen slot first: its 409 is part of the journey.
      consoleGuard.allow({ status: 409, url: /\/developers\/me\/interviews$/ });
      const developer = await createDeveloper(request, { country: "UY" });
      const session = developer.session;
      await signInWithToken(page, session.token);

      // The demo interviewer's free slots in the browser's zone, grouped by day.
      await page.goto(`${t.prefix}/onboarding/preview-hard`);
      await expect(page.getByRole("heading", { level: 2, name: t.bookTitle })).toBeVisible(
        FIRST_PAINT,
      );
      await expect(page.getByText(t.times)).toBeVisible();
      await expect(page.getByRole("radio").first()).toBeVisible(FIRST_PAINT);
      await expectNoSeriousA11yIssues(page, "/onboarding/preview-hard");
      const slot = await chooseAndSubmit(page, request, session, locale, t.book, t.booked);
      await expect(page.getByText(t.invite)).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: t.scheduledTitle })).toBeVisible();
      await expect(page.getByRole("radio")).toHaveCount(0);
      const [booked] = (await mine(request, session)).items;
      expect(booked?.scheduledAt).toBe(slot.startsAt);

      // The public page shows a signed-in developer's booking instead of the sign-up call.
      await page.goto(`${t.prefix}/preview-hard`);
      await expect(page.getByRole("heading", { level: 2, name: t.scheduledTitle })).toBeVisible(
        FIRST_PAINT,
      );
      await expect(page.getByRole("button", { name: t.reschedule })).toBeVisible();
      await expect(page.getByRole("link", { name: t.signUp })).toHaveCount(0);
      await expectNoSeriousA11yIssues(page, "/preview-hard, signed in");
    });

    test(`the dashboard lists the interview; the developer reschedules and cancels it (${locale})`, async ({
      page,
      request,
      consoleGuard,
    }) => {
      consoleGuard.allow({ status: 409, url: /\/developers\/me\/interviews\/.+\/reschedule$/ });
      const developer = await createDeveloper(request, { country: "UY" });
      const session = developer.session;
      const first = await bookByApi(request, session, t.zone);
      await signInWithToken(page, session.token);

      await page.goto(`${t.prefix}/dashboard`);
      const section = page.getByRole("region", { name: t.yourInterviews });
      const card = section.getByRole("article", { name: t.technical });
      await expect(card).toBeVisible(FIRST_PAINT);
      await expect(card).toContainText(INTERVIEWER);
      await expect(section).toContainText(t.times);
      await expectNoSeriousA11yIssues(page, "/dashboard");

      // Reschedule to another slot.
      await card.getByRole("button", { name: t.reschedule }).click();
      await expect(card.getByRole("radio").first()).toBeVisible();
      const second = await chooseAndSubmit(
        page,
        request,
        session,
        locale,
        t.moveHere,
        t.moved,
        first.startsAt,
      );
      const [moved] = (await mine(request, session)).items;
      expect(moved?.scheduledAt).toBe(second.startsAt);
      await expect(card.getByRole("button", { name: t.reschedule })).toBeVisible();

      // Cancel, after confirming.
      await card.getByRole("button", { name: t.cancel }).click();
      const dialog = page.getByRole("dialog", { name: t.cancelTitle });
      await dialog.getByRole("button", { name: t.confirmCancel }).click();
      await expect(page.getByText(t.cancelled)).toBeVisible();
      await expect(section.getByText(t.none)).toBeVisible();
      await expect(section.getByRole("link", { name: t.bookLink })).toBeVisible();
      await expect(
        section.getByRole("listitem").filter({ hasText: t.cancelledStatus }),
      ).toHaveCount(1);
      const [cancelled] = (await mine(request, session)).items;
      expect(cancelled?.status).toBe("cancelled");
    });
  });
}
