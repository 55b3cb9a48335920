import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";

/** An iCalendar invite as the outbox stores it and the sender attaches it (text/calendar). */
export interface CalendarInvite {
  method: "REQUEST" | "CANCEL";
  content: string;
}

export interface InviteEvent {
  /** Stable for the life of the event: every update and the cancellation reuse it. */
  uid: string;
  /** RFC 5545 SEQUENCE: raised on every reschedule and on cancellation. */
  sequence: number;
  method: "REQUEST" | "CANCEL";
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url?: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

/** "Encaja <no-reply@encaja.dev>" (MAIL_FROM) → its display name and address. */
export function mailboxOf(mailFrom: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return match
    ? { name: match[1]?.trim() || "Encaja", email: match[2]!.trim() }
    : { name: "Encaja", email: mailFrom.trim() };
}

/**
 * The UID of an interview's calendar event, `<interview id>@<MAIL_FROM's domain>`: every invite
 * of the interview and every calendar feed that lists it use this one, so a calendar that got
 * both shows a single event.
 */
export function interviewEventUid(interviewId: string, mailFrom: string): string {
  return `${interviewId}@${mailboxOf(mailFrom).email.split("@")[1] ?? "encaja.dev"}`;
}

/** Who made the calendar (PRODID), the same for invites and feeds. */
export const calendarProdId = { company: "Encaja", product: "Interviews", language: "ES" };

/** What a calendar event says about an interview, in an invite or in a feed. */
export type CalendarEventCore = Pick<
  InviteEvent,
  "uid" | "sequence" | "start" | "end" | "summary" | "description" | "url"
>;

/** The VEVENT fields invites and feeds share: UID, SEQUENCE, UTC times, texts, link, STATUS. */
export function calendarEventFields(event: CalendarEventCore, cancelled: boolean) {
  return {
    id: event.uid,
    sequence: event.sequence,
    start: event.start,
    end: event.end,
    summary: event.summary,
    description: event.description,
    url: event.url ?? null,
    location: event.url ?? null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

/**
 * Builds a one-event iCalendar (RFC 5545) with ical-generator: METHOD:REQUEST for a new or
 * moved event, METHOD:CANCEL (STATUS:CANCELLED) for a cancelled one. Times are written in
 * UTC; each recipient's client shows them in its own zone.
 */
export function buildCalendarInvite(event: InviteEvent): CalendarInvite {
  const cancel = event.method === "CANCEL";
  const calendar = ical({
    prodId: calendarProdId,
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    ...calendarEventFields(event, cancel),
    stamp: new Date(),
    organizer: event.organizer,
    attendees: event.attendees.map((a) => ({
      ...a,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: !cancel,
    })),
  });
  return { method: event.method, content: calendar.toString() };
}
