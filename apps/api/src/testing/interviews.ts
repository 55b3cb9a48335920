import { Candidate, Interview, MatchingInterview } from "@encaja/contracts";
import type { TestApp } from "./app";
import { createSignedInUser } from "./factories";
import { createMatchDeveloper } from "./matching";
import { createTestOffer } from "./offers";
import { setupSignedInUser, setupTestAppAs } from "./setup";

type Headers = Record<string, string>;

/** An ISO instant `hours` from now, on a whole minute. */
export const hoursFromNow = (hours: number) =>
  new Date(Math.ceil((Date.now() + hours * 3_600_000) / 60_000) * 60_000).toISOString();

/**
 * A candidate added by `matcher` (an approved developer with skills) to `offerId`, or to a new
 * open offer.
 */
export async function createInterviewCandidate(
  t: TestApp,
  matcher: { headers: Headers },
  existingOfferId?: string,
) {
  const offerId = existingOfferId ?? (await createTestOffer(t.db.db)).id;
  const developer = await createMatchDeveloper(t.db.db);
  const res = await t.app.inject({
    method: "POST",
    url: `/offers/${offerId}/candidates`,
    headers: matcher.headers,
    payload: { developerId: developer.developerId, origin: "matching_algorithm" },
  });
  if (res.statusCode !== 201) throw new Error(`add candidate: ${res.statusCode} ${res.body}`);
  return { offerId, developer, candidate: Candidate.parse(res.json()) };
}

/** A candidate with an open matching interview, scheduled by `matcher` for tomorrow. */
export async function openMatchingInterview(
  t: TestApp,
  matcher: { headers: Headers },
  offerId?: string,
) {
  const { candidate } = await createInterviewCandidate(t, matcher, offerId);
  const res = await t.app.inject({
    method: "POST",
    url: `/candidates/${candidate.id}/matching-interview`,
    headers: matcher.headers,
    payload: { scheduledAt: hoursFromNow(24) },
  });
  if (res.statusCode !== 201) throw new Error(`matching interview: ${res.statusCode} ${res.body}`);
  return { c: candidate, mi: MatchingInterview.parse(res.json()) };
}

let scheduled = 0;

/**
 * Schedules an interview through the API as `by`; returns the created interview. Without a
 * `scheduledAt`, each call takes its own start (two days ahead and on), so they never overlap.
 */
export async function scheduleTestInterview(
  t: TestApp,
  by: { headers: Headers },
  body: Record<string, unknown>,
) {
  const res = await t.app.inject({
    method: "POST",
    url: "/interviews",
    headers: by.headers,
    payload: {
      type: "hard",
      scheduledAt: hoursFromNow(48 + 2 * scheduled++),
      durationMinutes: 60,
      ...body,
    },
  });
  if (res.statusCode !== 201) throw new Error(`schedule: ${res.statusCode} ${res.body}`);
  return Interview.parse(res.json());
}

/** A signed-in hardInterviewer whose every hour of every day (UTC) is bookable. */
export async function createAvailableInterviewer(t: TestApp) {
  const interviewer = await createSignedInUser(t.db.db, "hardInterviewer");
  const windows = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    startMinute: 0,
    endMinute: 1440,
  }));
  const res = await t.app.inject({
    method: "PUT",
    url: "/interviewers/me/availability",
    headers: interviewer.headers,
    payload: { timeZone: "UTC", windows },
  });
  if (res.statusCode !== 200) throw new Error(`availability: ${res.statusCode} ${res.body}`);
  return interviewer;
}

/**
 * This file's test app with a signed-in matcher, whose requests `send` and `get` make by
 * default, and a signed-in hard interviewer to schedule with. `addCandidate` and `schedule`
 * are {@link createInterviewCandidate} and {@link scheduleTestInterview} as the matcher.
 */
export function setupInterviewTest() {
  const { user: matcher, ...app } = setupTestAppAs("matchers");
  const { t } = app;
  const interviewer = setupSignedInUser(t, "hardInterviewer");
  return {
    ...app,
    matcher,
    interviewer,
    addCandidate: (offerId?: string) => createInterviewCandidate(t, matcher, offerId),
    schedule: (body: Record<string, unknown>) => scheduleTestInterview(t, matcher, body),
    /** An approved developer with skills, not yet a candidate. */
    createDeveloper: () => createMatchDeveloper(t.db.db),
  };
}
