import type { DbHandle } from "@encaja/db/client";
import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCalendarInvite } from "./calendar";
import { enqueueEmail } from "./outbox";
import { createOutboxSender } from "./sender";
import { startTestSmtpServer, type TestSmtpServer } from "./testing";

let handle: DbHandle;
let smtp: TestSmtpServer;

beforeAll(async () => {
  [handle, smtp] = await Promise.all([createTestDb(), startTestSmtpServer()]);
});

afterAll(async () => {
  await Promise.all([handle?.close(), smtp?.close()]);
});

describe("calendar invites through the outbox", () => {
  it("are delivered as a text/calendar part and cleared from the outbox once sent", async () => {
    const calendar = buildCalendarInvite({
      uid: "a@encaja.test",
      sequence: 1,
      method: "REQUEST",
      start: new Date("2026-12-01T15:00:00Z"),
      end: new Date("2026-12-01T16:00:00Z"),
      summary: "Technical interview",
      description: "Encaja",
      organizer: { name: "Encaja", email: "no-reply@encaja.test" },
      attendees: [{ name: "Dev", email: "dev@example.test" }],
    });
    const id = await enqueueEmail(handle.db, {
      to: "dev@example.test",
      template: "interview-invite",
      locale: "en",
      calendar,
      data: {
        change: "rescheduled",
        type: "hard",
        audience: "developer",
        withName: "Ivy",
        startsAt: "2026-12-01T15:00:00.000Z",
        timeZone: "UTC",
        durationMinutes: 60,
        link: "https://encaja.test/en/dashboard",
      },
    });
    const sent = await createOutboxSender({
      db: handle.db,
      smtpUrl: smtp.url,
      from: "Encaja <no-reply@encaja.test>",
      log: () => {},
    }).drain();
    expect(sent).toBe(1);
    const parts = smtp.messages[0]!.attachments.filter((a) => a.contentType === "text/calendar");
    expect(parts.length).toBeGreaterThan(0);
    expect(parts[0]!.content.toString("utf8")).toContain("METHOD:REQUEST");
    const [row] = await handle.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.id, id));
    expect(row?.calendar).toBeNull();
  });
});
