import { routes } from "@encaja/contracts";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/a11y";
import { apiCall, staffSession } from "./support/api";
import { createDeveloper } from "./support/developers";
import { expect, test } from "./support/fixtures";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/** The calendar subscription card: interviewers' settings and the developer's notifications. */

const texts = {
  es: {
    prefix: "",
    title: "Suscripción de calendario",
    off: "No tienes un enlace de suscripción activo.",
    create: "Crear enlace",
    url: "Enlace de suscripción",
    howTo: "Cómo añadirlo",
    regenerate: "Generar un enlace nuevo",
    regenerateTitle: "¿Generar un enlace nuevo?",
    regenerateConfirm: "Generar enlace nuevo",
    turnOff: "Desactivar",
    turnOffTitle: "¿Desactivar la suscripción?",
  },
  en: {
    prefix: "/en",
    title: "Calendar subscription",
    off: "You have no active subscription link.",
    create: "Create link",
    url: "Subscription link",
    howTo: "How to add it",
    regenerate: "Generate a new link",
    regenerateTitle: "Generate a new link?",
    regenerateConfirm: "Generate new link",
    turnOff: "Turn off",
    turnOffTitle: "Turn off the subscription?",
  },
} as const;

type Texts = (typeof texts)[keyof typeof texts];

const FEED_URL = /^https?:\/\/[^/]+\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/;

/** The feed, fetched as a calendar client would: no session. */
async function fetchFeed(request: APIRequestContext, url: string) {
  const answer = await request.get(url);
  return {
    status: answer.status(),
    type: answer.headers()["content-type"],
    body: await answer.text(),
  };
}

/** Creates the feed in the card, checks the page, and answers the URL it shows. */
async function createLink(page: Page, card: Locator, t: Texts): Promise<string> {
  await expect(card.getByText(t.off)).toBeVisible(FIRST_PAINT);
  await card.getByRole("button", { name: t.create, exact: true }).click();
  const link = card.getByRole("textbox", { name: t.url });
  await expect(link).toHaveValue(FEED_URL);
  await expect(card.getByRole("heading", { name: t.howTo })).toBeVisible();
  await expectNoSeriousA11yIssues(page, "a new calendar link");
  return link.inputValue();
}

/** Turns the feed off through the card's confirmation. */
async function turnOff(page: Page, card: Locator, t: Texts) {
  await card.getByRole("button", { name: t.turnOff, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: t.turnOffTitle });
  await dialog.getByRole("button", { name: t.turnOff, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(t.off)).toBeVisible();
}

// Both locales use the demo interviewer's one feed: one after the other.
test.describe
  .serial("the demo interviewer's calendar feed", () => {
    for (const locale of ["es", "en"] as const) {
      test(`${locale}: creates a feed, a calendar reads its interviews, a new link stops the old one, turning it off stops it`, async ({
        page,
        request,
        loginAs,
      }) => {
        test.setTimeout(90_000);
        const t = texts[locale];
        // The demo data gives the interviewer a live feed whose URL nobody knows: start without.
        const session = await staffSession(request, "hardInterviewer");
        await apiCall(request, routes.interviewerCalendarFeed.revoke, {}, { session, status: 204 });

        await loginAs("hardInterviewer");
        await page.goto(`${t.prefix}/interviewers/settings`);
        const card = page.getByRole("region", { name: t.title });
        const url = await createLink(page, card, t);
        const feed = await fetchFeed(request, url);
        expect(feed.status).toBe(200);
        expect(feed.type).toBe("text/calendar; charset=utf-8");
        expect(feed.body).toMatch(/X-WR-CALNAME:Encaja — (entrevistas|interviews)\r\n/);
        expect(feed.body).toMatch(/BEGIN:VEVENT\r\nUID:[0-9a-f-]{36}@[^\r]+\r\nSEQUENCE:\d+\r\n/);

        await card.getByRole("button", { name: t.regenerate, exact: true }).click();
        const dialog = page.getByRole("dialog", { name: t.regenerateTitle });
        await expectNoSeriousA11yIssues(page, "the new-link confirmation");
        await dialog.getByRole("button", { name: t.regenerateConfirm, exact: true }).click();
        const link = card.getByRole("textbox", { name: t.url });
        await expect(link).not.toHaveValue(url);
        const newUrl = await link.inputValue();
        expect((await fetchFeed(request, url)).status).toBe(404);
        expect((await fetchFeed(request, newUrl)).status).toBe(200);

        await turnOff(page, card, t);
        expect((await fetchFeed(request, newUrl)).status).toBe(404);
        const status = await apiCall(request, routes.interviewerCalendarFeed.get, {}, { session });
        expect(status.active).toBe(false);
      });
    }
  });

for (const locale of ["es", "en"] as const) {
  test(`${locale}: a developer subscribes to their own interviews from the notification settings`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = texts[locale];
    const developer = await createDeveloper(request, { country: "AR" });
    const matcher = await staffSession(request, "matchers");
    const interviewer = await apiCall(
      request,
      routes.users.me,
      {},
      {
        session: await staffSession(request, "hardInterviewer"),
      },
    );
    // A far-future slot of its own, so parallel tests never book the same one.
    const days = 200 + Math.floor(Math.random() * 600);
    const scheduledAt = new Date(
      Math.ceil((Date.now() + days * 86_400_000) / 900_000) * 900_000,
    ).toISOString();
    const interview = await apiCall(
      request,
      routes.interviews.create,
      {
        body: {
          type: "hard",
          developerId: developer.professionalId,
          interviewerUserId: interviewer.userId,
          scheduledAt,
          durationMinutes: 60,
        },
      },
      { session: matcher, status: 201 },
    );

    await signInWithToken(page, developer.session.token);
    await page.goto(`${t.prefix}/settings/notifications`);
    const card = page.getByRole("region", { name: t.title });
    const url = await createLink(page, card, t);
    const feed = await fetchFeed(request, url);
    expect(feed.status).toBe(200);
    expect(feed.body).toContain(`UID:${interview.id}@`);
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);

    await turnOff(page, card, t);
    expect((await fetchFeed(request, url)).status).toBe(404);
  });
}
