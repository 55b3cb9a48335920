import type { DeveloperInterviewList, SlotList } from "@encaja/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, type Session } from "./support/api";
import { createDeveloper } from "./support/developers";
import { API_URL, expect, test } from "./support/fixtures";
import { signInWithToken } from "./support/session";

/** Issue #15: a developer books, reschedules and cancels a technical interview. */

const FIRST_PAINT = { timeout: 30_000 };
const INTERVIEWER = "Inés Entrevistadora";

const texts = {
  es: {
    prefix: "",
    zone: "Europe/Madrid",
    previewTitle: "Cómo es la entrevista técnica",
    signUp: "Crear mi perfil",
    logIn: "Inicia sesión para reservar tu entrevista",
    bookTitle: "Reserva tu entrevista técnica",
    scheduledTitle: "Tu entrevista técnica",
    times: "Horarios en Europe/Madrid",
    book: "Reservar este horario",
    taken: /Otra persona acaba de reservar ese horario/,
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
    zone: "America/New_York",
    previewTitle: "What the technical interview is like",
    signUp: "Create my profile",
    logIn: "Log in to book your interview",
    bookTitle: "Book your technical interview",
    scheduledTitle: "Your technical interview",
    times: "Times in America/New_York",
    book: "Book this slot",
    taken: /Someone else just booked that time/,
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
type Locale = keyof typeof texts;

const englishMonths =
  "January February March April May June July August September October November December".split(
    " ",
  );

/**
 * The accessible name of a slot's radio, from the wall time the API computed in the zone
 * ("martes, 1 de diciembre, 13:00 con Inés…" / "Tuesday, December 1, 1:00 PM with Inés…"): the
 * page, formatting the instant with Intl in the browser's zone, must land on the same time.
 */
function slotName(localStart: string, locale: Locale): RegExp {
  const [date = "", time = ""] = localStart.split("T");
  const [, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = ""] = [Number(time.slice(0, 2)), time.slice(3, 5)];
  if (locale === "es") {
    return new RegExp(`^\\p{L}+, ${day} de \\p{L}+, ${hour}:${minute} con ${INTERVIEWER}$`, "u");
  }
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const half = hour < 12 ? "AM" : "PM";
  const monthName = englishMonths[month - 1];
  return new RegExp(
    `^\\p{L}+, ${monthName} ${day}, ${h12}:${minute}\\s${half} with ${INTERVIEWER}$`,
    "u",
  );
}

/** A random slot of the demo interviewer among the later half (parallel tests share them). */
async function pickSlot(request: APIRequestContext, session: Session, zone: string, not?: string) {
  const { items } = await apiCall<SlotList>(
    request,
    `/developers/me/interview-slots?timeZone=${encodeURIComponent(zone)}&days=14`,
    { session },
  );
  const ours = items.filter((s) => s.interviewerName === INTERVIEWER && s.startsAt !== not);
  const later = ours.slice(Math.floor(ours.length / 2));
  const slot = later[Math.floor(Math.random() * later.length)];
  if (!slot) throw new Error("The demo interviewer has no free slot in the next 14 days");
  return slot;
}

/**
 * Chooses a free slot in the page and submits it with `submit`; a slot another test took first
 * (SLOT_TAKEN) is tolerated by choosing another. Answers the slot that won.
 */
async function chooseAndSubmit(
  page: Page,
  request: APIRequestContext,
  session: Session,
  locale: Locale,
  submit: string,
  done: RegExp | string,
  not?: string,
) {
  const t = texts[locale];
  for (let attempt = 0; attempt < 3; attempt++) {
    const slot = await pickSlot(request, session, t.zone, not);
    await page.getByRole("radio", { name: slotName(slot.localStart, locale) }).check();
    await page.getByRole("button", { name: submit }).click();
    const won = page.getByText(done);
    await expect(won.or(page.getByRole("alert").filter({ hasText: t.taken }))).toBeVisible();
    if (await won.isVisible()) return slot;
  }
  throw new Error("Three slots in a row were taken by other tests");
}

const mine = (request: APIRequestContext, session: Session) =>
  apiCall<DeveloperInterviewList>(request, "/developers/me/interviews", { session });

/** Books a slot through the API (set-up), choosing another when a parallel test took it. */
async function bookByApi(request: APIRequestContext, session: Session, zone: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const slot = await pickSlot(request, session, zone);
    const response = await request.post(`${API_URL}/developers/me/interviews`, {
      headers: { Authorization: `Bearer ${session.token}` },
      data: {
        interviewerUserId: slot.interviewerUserId,
        scheduledAt: slot.startsAt,
        timeZone: zone,
      },
    });
    if (response.status() === 201) return slot;
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error("Three slots in a row were taken by other tests");
}

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
