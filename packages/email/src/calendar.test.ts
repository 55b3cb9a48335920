import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendarInvite } from "./calendar";

const event = {
  uid: "0b7a5c1e-6a43-4c1f-9d7e-2f1a3b4c5d6e@encaja.dev",
  start: new Date("2026-12-01T15:00:00Z"),
  end: new Date("2026-12-01T16:00:00Z"),
  summary: "Technical interview",
  description: "Encaja",
  url: "https://meet.example.test/abc",
  organizer: { name: "Encaja", email: "no-reply@encaja.dev" },
  attendees: [
    { name: "Ivy Interviewer", email: "ivy@example.test" },
    { name: "Dev Eloper", email: "dev@example.test" },
  ],
};

function parse(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, vevent };
}

describe("calendar invites", () => {
  it("a REQUEST carries the stable UID, the SEQUENCE, DTSTART in UTC, organizer and attendees", () => {
    const invite = buildCalendarInvite({ ...event, method: "REQUEST", sequence: 0 });
    expect(invite.method).toBe("REQUEST");
    const { calendar, vevent } = parse(invite.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(vevent.getFirstPropertyValue("uid")).toBe(event.uid);
    expect(vevent.getFirstPropertyValue("sequence")).toBe(0);
    const start = vevent.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.zone?.tzid).toBe("UTC");
    expect(start.toJSDate().toISOString()).toBe("2026-12-01T15:00:00.000Z");
    expect(invite.content).toMatch(/DTSTART:20261201T150000Z/);
    expect(String(vevent.getFirstPropertyValue("organizer")).toLowerCase()).toBe(
      "mailto:no-reply@encaja.dev",
    );
    expect(
      vevent.getAllProperties("attendee").map((p) => String(p.getFirstValue()).toLowerCase()),
    ).toEqual(["mailto:ivy@example.test", "mailto:dev@example.test"]);
  });

  it("a cancellation is METHOD:CANCEL with the same UID and a higher SEQUENCE", () => {
    const invite = buildCalendarInvite({ ...event, method: "CANCEL", sequence: 2 });
    const { calendar, vevent } = parse(invite.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(vevent.getFirstPropertyValue("uid")).toBe(event.uid);
    expect(vevent.getFirstPropertyValue("sequence")).toBe(2);
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
  });
});
