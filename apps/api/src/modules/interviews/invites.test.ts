import { Interview } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { and, asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../../testing/factories";
import { hoursFromNow, scheduleTestInterview } from "../../testing/interviews";
import { createMatchDeveloper } from "../../testing/matching";
import { setupTestAppAs } from "../../testing/setup";

const { t, user: matcher, send } = setupTestAppAs("matchers");

async function invitesTo(email: string) {
  return t.db.db
    .select()
    .from(schema.emailOutbox)
    .where(
      and(
        eq(schema.emailOutbox.toAddress, email),
        eq(schema.emailOutbox.template, "interview-invite"),
      ),
    )
    .orderBy(asc(schema.emailOutbox.createdAt));
}

function parsed(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    attendees: event
      .getAllProperties("attendee")
      .map((p) => String(p.getFirstValue()).toLowerCase()),
    organizer: String(event.getFirstPropertyValue("organizer")).toLowerCase(),
  };
}

describe("interview calendar invites", () => {
  it("schedule, reschedule and cancel email both people an .ics with one UID and a rising SEQUENCE", async () => {
    const interviewer = await createSignedInUser(t.db.db, "hardInterviewer");
    await t.db.db
      .update(schema.users)
      .set({ locale: "en" })
      .where(eq(schema.users.id, interviewer.userId));
    await send(
      "PUT",
      "/interviewers/me/availability",
      { timeZone: "Europe/Madrid", windows: [{ weekday: 1, startMinute: 540, endMinute: 600 }] },
      interviewer.headers,
    );
    const developer = await createMatchDeveloper(t.db.db);
    const created = await scheduleTestInterview(t, matcher, {
      developerId: developer.developerId,
      interviewerUserId: interviewer.userId,
      scheduledAt: hoursFromNow(72),
      meetingUrl: "https://meet.example.test/xyz",
    });
    await send("POST", `/interviews/${created.id}/reschedule`, { scheduledAt: hoursFromNow(96) });
    const cancelled = Interview.parse(
      (await send("POST", `/interviews/${created.id}/cancel`, {})).json(),
    );

    const toInterviewer = await invitesTo(interviewer.email);
    const toDeveloper = await invitesTo(developer.email);
    expect(toInterviewer).toHaveLength(3);
    expect(toDeveloper).toHaveLength(3);
    // Each in their language and time zone, which the subject and the text name.
    const madrid = /\(Central European (Standard|Summer) Time, GMT\+[12]\)/;
    expect(toInterviewer[0]!.subject).toMatch(/^New technical interview with Dev/);
    expect(toInterviewer[0]!.subject).toMatch(madrid);
    expect(toInterviewer[0]!.text).toMatch(madrid);
    expect(toDeveloper[0]!.subject).toMatch(/^Nueva entrevista técnica con Staff hardInterviewer/);
    expect(toDeveloper[0]!.subject).toMatch(/\d{1,2}:\d{2} \(UTC\)$/);

    const invites = toDeveloper.map((row) => parsed(row.calendar!.content));
    expect(invites.map((i) => i.method)).toEqual(["REQUEST", "REQUEST", "CANCEL"]);
    expect(invites.map((i) => i.sequence)).toEqual([0, 1, 2]);
    expect(new Set(invites.map((i) => i.uid))).toEqual(new Set([`${created.id}@encaja.dev`]));
    expect(invites[0]!.start).toBe(created.scheduledAt);
    expect(invites[2]!.start).toBe(cancelled.scheduledAt);
    expect(toDeveloper[0]!.calendar!.content).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(invites[0]!.organizer).toBe("mailto:no-reply@encaja.dev");
    expect(invites[0]!.attendees).toEqual([
      `mailto:${interviewer.email.toLowerCase()}`,
      `mailto:${developer.email.toLowerCase()}`,
    ]);
    expect(toInterviewer.map((r) => r.calendar!.content)).toEqual(
      toDeveloper.map((r) => r.calendar!.content),
    );
  });
});
