import ical from "ical-generator";
import { calendarEventFields, calendarProdId } from "./calendar";
import { interviewTypeNames } from "./interview-invite";
import type { EmailLocale } from "./layout";

/** What a feed lists: the three interview types, and matchers' screening (matching) interviews. */
export type FeedInterviewKind = keyof (typeof interviewTypeNames)["es"] | "matching";

/** One interview as a calendar feed shows it to one person. */
export interface FeedInterview {
  /** The UID of the interview's invites (`interviewEventUid`). */
  uid: string;
  /** The SEQUENCE of its latest invite. */
  sequence: number;
  start: Date;
  end: Date;
  kind: FeedInterviewKind;
  cancelled: boolean;
  /** The other participant's name, as the invite email names them ("" when unknown). */
  withName: string;
  meetingUrl?: string | null;
  /** The interview's page in Encaja, in the reader's language. */
  link: string;
  /** When the interview last changed: the event's DTSTAMP and LAST-MODIFIED. */
  updatedAt: Date;
}

export interface CalendarFeedInput {
  locale: EmailLocale;
  /** How often clients should poll (REFRESH-INTERVAL and X-PUBLISHED-TTL), in seconds. */
  refreshSeconds: number;
  interviews: readonly FeedInterview[];
}

const words = {
  es: {
    calendar: "Encaja — entrevistas",
    matching: "entrevista de matching",
    with: "con",
    cancelled: "Cancelada:",
    meeting: "Enlace de la reunión:",
    open: "En Encaja:",
  },
  en: {
    calendar: "Encaja — interviews",
    matching: "matching interview",
    with: "with",
    cancelled: "Cancelled:",
    meeting: "Meeting link:",
    open: "In Encaja:",
  },
} as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Entrevista técnica con Ana Pérez" / "Cancelled: Technical interview with Ana Pérez". */
export function feedEventSummary(locale: EmailLocale, item: FeedInterview): string {
  const w = words[locale];
  const type = item.kind === "matching" ? w.matching : interviewTypeNames[locale][item.kind];
  const withName = item.withName.trim();
  const what = capitalised(`${type}${withName ? ` ${w.with} ${withName}` : ""}`);
  return item.cancelled ? `${w.cancelled} ${what}` : what;
}

function feedEventDescription(locale: EmailLocale, item: FeedInterview): string {
  const w = words[locale];
  return [
    ...(item.meetingUrl && !item.cancelled ? [`${w.meeting} ${item.meetingUrl}`] : []),
    `${w.open} ${item.link}`,
  ].join("\n");
}

/**
 * A subscription calendar (RFC 5545, no METHOD: a published calendar, not an invitation) of
 * one person's interviews, in their language: one VEVENT per interview with the UID and
 * SEQUENCE of its invites, cancelled ones as STATUS:CANCELLED. No ORGANIZER or ATTENDEE: the
 * URL may travel further than an email, so it carries no one's address.
 */
export function buildCalendarFeed(feed: CalendarFeedInput): string {
  const calendar = ical({
    prodId: calendarProdId,
    name: words[feed.locale].calendar,
    ttl: feed.refreshSeconds,
  });
  for (const item of feed.interviews) {
    calendar.createEvent({
      ...calendarEventFields(
        {
          uid: item.uid,
          sequence: item.sequence,
          start: item.start,
          end: item.end,
          summary: feedEventSummary(feed.locale, item),
          description: feedEventDescription(feed.locale, item),
          url: item.meetingUrl ?? null,
        },
        item.cancelled,
      ),
      // Deterministic, so an unchanged feed has the same bytes (and ETag) on every fetch.
      stamp: item.updatedAt,
      lastModified: item.updatedAt,
    });
  }
  return calendar.toString();
}
