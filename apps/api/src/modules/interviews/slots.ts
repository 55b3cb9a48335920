import { addDays, isoWeekday, wallTime, zonedInstant } from "@encaja/contracts";
import type { AvailabilityRow } from "@encaja/db/queries";

export interface Busy {
  interviewerUserId: string | null;
  scheduledAt: Date;
  durationMinutes: number;
}

export interface Slot {
  interviewerUserId: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Bookable slots of `durationMinutes` cut from interviewers' weekly windows (each in its own
 * time zone) between `from` and `to`, minus the interviewers' scheduled interviews.
 */
export function bookableSlots(input: {
  windows: AvailabilityRow[];
  busy: Busy[];
  from: Date;
  to: Date;
  durationMinutes: number;
}): Slot[] {
  const step = input.durationMinutes * 60_000;
  const slots: Slot[] = [];
  for (const window of input.windows) {
    const today = wallTime(input.from, window.timeZone);
    const days = Math.ceil((input.to.getTime() - input.from.getTime()) / 86_400_000) + 1;
    for (let i = 0; i <= days; i += 1) {
      const date = addDays(today, i);
      if (isoWeekday(date) !== window.weekday) continue;
      const windowStart = zonedInstant(date, window.startMinute, window.timeZone).getTime();
      const windowEnd = zonedInstant(date, window.endMinute, window.timeZone).getTime();
      for (let start = windowStart; start + step <= windowEnd; start += step) {
        if (start < input.from.getTime() || start >= input.to.getTime()) continue;
        const end = start + step;
        const taken = input.busy.some(
          (b) =>
            b.interviewerUserId === window.interviewerUserId &&
            b.scheduledAt.getTime() < end &&
            b.scheduledAt.getTime() + b.durationMinutes * 60_000 > start,
        );
        if (!taken) {
          slots.push({
            interviewerUserId: window.interviewerUserId,
            startsAt: new Date(start),
            endsAt: new Date(end),
          });
        }
      }
    }
  }
  const unique = new Map(slots.map((s) => [`${s.interviewerUserId}@${s.startsAt.getTime()}`, s]));
  return [...unique.values()].sort(
    (a, b) =>
      a.startsAt.getTime() - b.startsAt.getTime() ||
      a.interviewerUserId.localeCompare(b.interviewerUserId),
  );
}
