import { routes } from "@encaja/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import { apiCall, type Session } from "./api";
import { API_URL, expect } from "./fixtures";

/** Booking technical interviews as the browser tests do it. */

/** The demo hardInterviewer, whose weekly availability the demo data sets. */
export const DEMO_INTERVIEWER = "Inés Entrevistadora";

type Locale = "es" | "en";

/** The browser zone each language's booking tests run in (`test.use({ timezoneId })`). */
export const bookingZones = { es: "Europe/Madrid", en: "America/New_York" } as const;

const takenAlert = {
  es: /Otra persona acaba de reservar ese horario/,
  en: /Someone else just booked that time/,
} as const;

const englishMonths =
  "January February March April May June July August September October November December".split(
    " ",
  );

/**
 * The accessible name of a slot's radio, from the wall time the API computed in the zone
 * ("martes, 1 de diciembre, 13:00 con Inés…" / "Tuesday, December 1, 1:00 PM with Inés…"): the
 * page, formatting the instant with Intl in the browser's zone, must land on the same time.
 */
export function slotName(localStart: string, locale: Locale): RegExp {
  const [date = "", time = ""] = localStart.split("T");
  const [, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = ""] = [Number(time.slice(0, 2)), time.slice(3, 5)];
  if (locale === "es") {
    return new RegExp(
      `^\\p{L}+, ${day} de \\p{L}+, ${hour}:${minute} con ${DEMO_INTERVIEWER}$`,
      "u",
    );
  }
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const half = hour < 12 ? "AM" : "PM";
  const monthName = englishMonths[month - 1];
  return new RegExp(
    `^\\p{L}+, ${monthName} ${day}, ${h12}:${minute}\\s${half} with ${DEMO_INTERVIEWER}$`,
    "u",
  );
}

/** A random slot of the demo interviewer among the later half (parallel tests share them). */
export async function pickSlot(
  request: APIRequestContext,
  session: Session,
  zone: string,
  not?: string,
) {
  const { items } = await apiCall(
    request,
    routes.developerInterviews.slots,
    { query: { timeZone: zone, days: 14 } },
    { session },
  );
  const ours = items.filter((s) => s.interviewerName === DEMO_INTERVIEWER && s.startsAt !== not);
  const later = ours.slice(Math.floor(ours.length / 2));
  const slot = later[Math.floor(Math.random() * later.length)];
  if (!slot) throw new Error("The demo interviewer has no free slot in the next 14 days");
  return slot;
}

/**
 * Chooses a free slot in the page and submits it with `submit`; a slot another test took first
 * (SLOT_TAKEN) is tolerated by choosing another. Answers the slot that won.
 */
export async function chooseAndSubmit(
  page: Page,
  request: APIRequestContext,
  session: Session,
  locale: Locale,
  submit: string,
  done: RegExp | string,
  not?: string,
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const slot = await pickSlot(request, session, bookingZones[locale], not);
    const radio = page.getByRole("radio", { name: slotName(slot.localStart, locale) });
    // A slot another test freed after this page loaded is free for the API but not listed here.
    if ((await radio.count()) === 0) continue;
    await radio.check();
    await page.getByRole("button", { name: submit }).click();
    const won = page.getByText(done);
    await expect(
      won.or(page.getByRole("alert").filter({ hasText: takenAlert[locale] })),
    ).toBeVisible();
    if (await won.isVisible()) return slot;
  }
  throw new Error("Five slots in a row were taken by other tests or not listed on the page");
}

export const myInterviews = (request: APIRequestContext, session: Session) =>
  apiCall(request, routes.developerInterviews.list, {}, { session });

/** Books a slot through the API (set-up), choosing another when a parallel test took it. */
export async function bookByApi(request: APIRequestContext, session: Session, zone: string) {
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
  throw new Error("Five slots in a row were taken by other tests or not listed on the page");
}
