import { routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "../../testing/call";
import { createSignedInUser } from "../../testing/factories";
import {
  hoursFromNow,
  openMatchingInterview,
  scheduleTestInterview,
} from "../../testing/interviews";
import { setupTestAppAs } from "../../testing/setup";

const { t, user: matcher, send } = setupTestAppAs("matchers");

const DAY_MS = 86_400_000;
const longMeetingUrl = `https://meet.example.test/room?${"k=v&".repeat(30)}end=1`;

type Signed = Awaited<ReturnType<typeof createSignedInUser>>;

/** The .ics a person's new feed serves, and its parsed calendar. */
async function feedOf(user: Signed, audience: "interviewer" | "developer") {
  const route =
    audience === "developer"
      ? routes.developerCalendarFeed.create
      : routes.interviewerCalendarFeed.create;
  const { url } = expectOk(await t.call(route, {}, { as: user }), 201);
  const answer = await t.app.inject({ url: new URL(url).pathname });
  expect(answer.statusCode).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(answer.body));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue("uid")),
    sequence: vevent.getFirstPropertyValue("sequence"),
    status: vevent.getFirstPropertyValue("status"),
    summary: String(vevent.getFirstPropertyValue("summary")),
    description: String(vevent.getFirstPropertyValue("description")),
    url: vevent.getFirstPropertyValue("url"),
    start: (vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    end: (vevent.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
  }));
  return { body: answer.body, calendar, events, byUid: new Map(events.map((e) => [e.uid, e])) };
}

/** The UID and SEQUENCE of the last invite emailed to `email` for an interview. */
async function lastInvite(email: string, interviewId: string) {
  const rows = await t.db.db
    .select({ calendar: schema.emailOutbox.calendar })
    .from(schema.emailOutbox)
    .where(
      and(
        eq(schema.emailOutbox.toAddress, email),
        eq(schema.emailOutbox.template, "interview-invite"),
      ),
    );
  const invites = rows.map((row) => {
    const vevent = new ICAL.Component(ICAL.parse(row.calendar!.content)).getFirstSubcomponent(
      "vevent",
    )!;
    return {
      uid: String(vevent.getFirstPropertyValue("uid")),
      sequence: Number(vevent.getFirstPropertyValue("sequence")),
    };
  });
  return invites
    .filter((i) => i.uid.startsWith(interviewId))
    .sort((a, b) => a.sequence - b.sequence)
    .at(-1)!;
}

const uid = (id: string) => `${id}@encaja.dev`;

const moveBack = (id: string, days: number) =>
  t.db.db
    .update(schema.interviews)
    .set({ scheduledAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(schema.interviews.id, id));

let interviewer: Signed;
let developer: Signed;
const ids = { upcoming: "", cancelled: "", recent: "", old: "", others: "" };

beforeAll(async () => {
  interviewer = await createSignedInUser(t.db.db, "hardInterviewer");
  await t.db.db
    .update(schema.users)
    .set({ locale: "en" })
    .where(eq(schema.users.id, interviewer.userId));
  developer = await createSignedInUser(t.db.db, "developer");
  // Escaping: a name with the characters RFC 5545 escapes in text.
  await t.db.db
    .update(schema.developers)
    .set({ firstName: "Ana; María,", lastName: "Pérez" })
    .where(eq(schema.developers.id, developer.developerId!));
  const both = { developerId: developer.developerId, interviewerUserId: interviewer.userId };
  ids.upcoming = (
    await scheduleTestInterview(t, matcher, { ...both, meetingUrl: longMeetingUrl })
  ).id;
  ids.cancelled = (await scheduleTestInterview(t, matcher, { ...both, type: "soft" })).id;
  await send("POST", `/interviews/${ids.cancelled}/reschedule`, { scheduledAt: hoursFromNow(500) });
  await send("POST", `/interviews/${ids.cancelled}/cancel`, {});
  ids.recent = (await scheduleTestInterview(t, matcher, both)).id;
  ids.old = (await scheduleTestInterview(t, matcher, both)).id;
  await moveBack(ids.recent, 10);
  await moveBack(ids.old, 40);
  // Someone else's interview, with another interviewer and developer.
  const otherInterviewer = await createSignedInUser(t.db.db, "hardInterviewer");
  const otherDeveloper = await createSignedInUser(t.db.db, "developer");
  ids.others = (
    await scheduleTestInterview(t, matcher, {
      developerId: otherDeveloper.developerId,
      interviewerUserId: otherInterviewer.userId,
    })
  ).id;
});

describe("an interviewer's feed (English)", () => {
  it("names the calendar, asks for a 15-minute refresh and lists only their interviews of the window", async () => {
    const feed = await feedOf(interviewer, "interviewer");
    expect(feed.calendar.getFirstPropertyValue("x-wr-calname")).toBe("Encaja — interviews");
    expect(feed.body).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n");
    expect(feed.body).toContain("X-PUBLISHED-TTL:PT15M\r\n");
    expect(feed.calendar.getFirstPropertyValue("method")).toBeNull();
    expect(feed.events.map((e) => e.uid).sort()).toEqual(
      [ids.upcoming, ids.cancelled, ids.recent].map(uid).sort(),
    );
    // Soonest first.
    expect(feed.events.map((e) => e.start)).toEqual(feed.events.map((e) => e.start).sort());
  });

  it("keeps the invites' UID and SEQUENCE; a cancelled interview is STATUS:CANCELLED", async () => {
    const feed = await feedOf(interviewer, "interviewer");
    for (const id of [ids.upcoming, ids.cancelled]) {
      const invite = await lastInvite(interviewer.email, id);
      expect(feed.byUid.get(invite.uid)?.sequence).toBe(invite.sequence);
    }
    const cancelled = feed.byUid.get(uid(ids.cancelled))!;
    expect(cancelled.sequence).toBe(2);
    expect(cancelled.status).toBe("CANCELLED");
    expect(cancelled.summary).toBe("Cancelled: Soft-skills interview with Ana; María, Pérez");
    expect(feed.byUid.get(uid(ids.upcoming))!.status).toBe("CONFIRMED");
  });

  it("writes UTC times, the meeting link and the interview's page; folds and escapes per RFC 5545", async () => {
    const feed = await feedOf(interviewer, "interviewer");
    const upcoming = feed.byUid.get(uid(ids.upcoming))!;
    expect(upcoming.summary).toBe("Technical interview with Ana; María, Pérez");
    expect(upcoming.url).toBe(longMeetingUrl);
    expect(upcoming.description).toBe(
      `Meeting link: ${longMeetingUrl}\nIn Encaja: http://web.test:3000/en/interviewers/hard-interviews/${ids.upcoming}`,
    );
    expect(new Date(upcoming.end).getTime() - new Date(upcoming.start).getTime()).toBe(3_600_000);
    expect(feed.body).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(feed.body).toContain("SUMMARY:Technical interview with Ana\\; María\\, Pérez\r\n");
    const lines = feed.body.split("\r\n");
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
  });

  it("carries no one's email address", async () => {
    const feed = await feedOf(interviewer, "interviewer");
    expect(feed.body).not.toMatch(/ATTENDEE|ORGANIZER|mailto:/);
    expect(feed.body.toLowerCase()).not.toContain(developer.email.toLowerCase());
  });
});

describe("a developer's feed (Spanish)", () => {
  it("lists their own interviews with the interviewer's name and their dashboard", async () => {
    const feed = await feedOf(developer, "developer");
    expect(feed.calendar.getFirstPropertyValue("x-wr-calname")).toBe("Encaja — entrevistas");
    expect(feed.events.map((e) => e.uid).sort()).toEqual(
      [ids.upcoming, ids.cancelled, ids.recent].map(uid).sort(),
    );
    const upcoming = feed.byUid.get(uid(ids.upcoming))!;
    expect(upcoming.summary).toBe("Entrevista técnica con Staff hardInterviewer");
    expect(upcoming.description).toContain("En Encaja: http://web.test:3000/dashboard");
    const invite = await lastInvite(developer.email, ids.cancelled);
    expect(feed.byUid.get(invite.uid)).toMatchObject({
      sequence: invite.sequence,
      status: "CANCELLED",
    });
    expect(feed.body.toLowerCase()).not.toContain(interviewer.email.toLowerCase());
  });
});

describe("a matcher's feed", () => {
  it("lists the matching interviews they run", async () => {
    const { mi } = await openMatchingInterview(t, matcher);
    const feed = await feedOf(matcher, "interviewer");
    const event = feed.byUid.get(uid(mi.id));
    expect(event).toMatchObject({
      sequence: 0,
      status: "CONFIRMED",
      start: mi.scheduledAt,
      summary: "Entrevista de matching con Dev Eloper",
    });
    expect(event!.description).toContain(`/matching-interview/${mi.id}`);
  });
});
