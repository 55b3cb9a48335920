import { DEFAULT_WORKING_HOURS, type WorkingHours } from "@encaja/contracts";

/** "America/Mexico_City" → "America/Mexico City". */
export const zoneName = (zone: string) => zone.replaceAll("_", " ");

/** "10:00–19:00"; the default day (09:00–18:00) when none is stated. */
export const workingHoursText = (hours: WorkingHours | null) => {
  const { start, end } = hours ?? DEFAULT_WORKING_HOURS;
  return `${start}–${end}`;
};
