import type { InterviewSlot } from "@encaja/contracts";
import type { AppLocale } from "@/lib/format/locale";
import { formatDay, formatTime, localDayKey } from "./time";

/** One slot as the picker shows it. */
export type SlotChoice = {
  key: string;
  slot: InterviewSlot;
  /** "10:00" in the viewer's zone. */
  time: string;
};

/** The slots of one local day, in start order. */
export type SlotDay = { key: string; heading: string; choices: SlotChoice[] };

/** A slot's identity: one interviewer at one start. */
export const slotKey = (slot: Pick<InterviewSlot, "interviewerUserId" | "startsAt">) =>
  `${slot.interviewerUserId}@${slot.startsAt}`;

/** Groups slots by the day they start on in `timeZone`, days and slots in time order. */
export function groupSlotsByDay(
  slots: InterviewSlot[],
  timeZone: string,
  locale: AppLocale,
): SlotDay[] {
  const sorted = [...slots].sort(
    (a, b) =>
      a.startsAt.localeCompare(b.startsAt) || a.interviewerName.localeCompare(b.interviewerName),
  );
  const days = new Map<string, SlotDay>();
  for (const slot of sorted) {
    const key = localDayKey(slot.startsAt, timeZone);
    let day = days.get(key);
    if (!day) {
      day = { key, heading: formatDay(slot.startsAt, locale, timeZone), choices: [] };
      days.set(key, day);
    }
    day.choices.push({
      key: slotKey(slot),
      slot,
      time: formatTime(slot.startsAt, locale, timeZone),
    });
  }
  return [...days.values()];
}
