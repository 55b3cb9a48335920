import type { DeveloperInterview } from "@encaja/contracts";

/** Rules about the developer's own interviews (pure: `now` is passed in). */

const endOf = (i: DeveloperInterview) =>
  new Date(i.scheduledAt).getTime() + i.durationMinutes * 60_000;

/** Scheduled and not over yet. */
export const isUpcoming = (i: DeveloperInterview, now: Date) =>
  i.status === "scheduled" && endOf(i) > now.getTime();

/** The developer may still cancel or reschedule it. */
export const canChange = (i: DeveloperInterview, now: Date) =>
  i.status === "scheduled" && now.getTime() <= new Date(i.changeableUntil).getTime();

/** Upcoming interviews soonest first; past ones (held, completed, cancelled) latest first. */
export function splitInterviews(items: DeveloperInterview[], now: Date) {
  const byStart = [...items].sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  return {
    upcoming: byStart.filter((i) => isUpcoming(i, now)),
    past: byStart.filter((i) => !isUpcoming(i, now)).reverse(),
  };
}

/** The upcoming technical interview, if any: a developer books one at a time. */
export const upcomingHardInterview = (items: DeveloperInterview[], now: Date) =>
  splitInterviews(items, now).upcoming.find((i) => i.type === "hard") ?? null;
