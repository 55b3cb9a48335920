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

/**
 * Builds a one-event iCalendar (RFC 5545) with ical-generator: METHOD:REQUEST for a new or
 * moved event, METHOD:CANCEL (STATUS:CANCELLED) for a cancelled one. Times are written in
 * UTC; each recipient's client shows them in its own zone.
 */
export function buildCalendarInvite(event: InviteEvent): CalendarInvite {
  const cancel = event.method === "CANCEL";
  const calendar = ical({
    prodId: { company: "Encaja", product: "Interviews", language: "ES" },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    start: event.start,
    end: event.end,
    stamp: new Date(),
    summary: event.summary,
    description: event.description,
    url: event.url ?? null,
    location: event.url ?? null,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
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
