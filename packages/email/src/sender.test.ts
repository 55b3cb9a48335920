import type { DbHandle } from "@encaja/db/client";
import { OUTBOX_REDACTED_BODY } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enqueueEmail, linkForLog } from "./outbox";
import {
  createOutboxSender,
  isPermanentSmtpFailure,
  type OutboxSenderOptions,
  retryDelayMs,
} from "./sender";
import { recipientOf, startTestSmtpServer, type TestSmtpServer } from "./testing";

const FROM = "Encaja <no-reply@encaja.test>";
const TOKEN = "Tok3n-abcdefghijklmnopqrstuvwxyz012345";
const LINK = `https://encaja.test/new-password?token=${TOKEN}`;

let handle: DbHandle;
let smtp: TestSmtpServer;
const logs: string[] = [];

beforeAll(async () => {
  [handle, smtp] = await Promise.all([createTestDb(), startTestSmtpServer()]);
});

afterAll(async () => {
  await Promise.all([handle?.close(), smtp?.close()]);
});

beforeEach(async () => {
  await handle.db.delete(schema.emailOutbox);
  smtp.messages.length = 0;
  logs.length = 0;
});

const sender = (overrides: Partial<OutboxSenderOptions> = {}) =>
  createOutboxSender({
    db: handle.db,
    smtpUrl: smtp.url,
    from: FROM,
    log: (m) => logs.push(m),
    retryBaseMs: 100,
    ...overrides,
  });

const enqueueReset = (to: string) =>
  enqueueEmail(handle.db, {
    to,
    template: "password-reset",
    locale: "es",
    data: { name: "Ana", link: LINK, expiresMinutes: 30 },
  });

const row = async (id: string) => {
  const [found] = await handle.db
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.id, id));
  if (!found) throw new Error(`outbox row ${id} not found`);
  return found;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Drains until `done()` or the deadline; returns how many were sent in total. */
const drainUntil = async (drain: () => Promise<number>, done: () => Promise<boolean>) => {
  let sent = 0;
  const deadline = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error("drainUntil: deadline exceeded");
    sent += await drain();
    await sleep(20);
  }
  return sent;
};

describe("outbox sender", () => {
  it("enqueues and delivers with the right envelope and content", async () => {
    const id = await enqueueReset("ana@example.test");
    expect((await row(id)).status).toBe("pending");
    expect(await sender().drain()).toBe(1);

    const mail = await smtp.waitForMessage((m) => recipientOf(m) === "ana@example.test");
    expect(mail.from?.value[0]?.address).toBe("no-reply@encaja.test");
    expect(mail.from?.value[0]?.name).toBe("Encaja");
    expect(mail.subject).toBe("Restablece tu contraseña de Encaja");
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain("Hola, Ana:");
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.messageId).toBe(`<${id}@encaja.test>`);

    const sent = await row(id);
    expect(sent.status).toBe("sent");
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.attempts).toBe(0);
    expect(sent.template).toBe("password-reset");
    // Once delivered, the row no longer holds the one-time link.
    expect(sent.text).toBe(OUTBOX_REDACTED_BODY);
    expect(sent.html).toBe(OUTBOX_REDACTED_BODY);
    expect(JSON.stringify(sent)).not.toContain(TOKEN);
    expect(await sender().drain()).toBe(0);
  });

  it("retries a temporary failure after the backoff, then delivers", async () => {
    // Long enough that "not due yet" holds on a loaded machine.
    const s = sender({ retryBaseMs: 1500 });
    const id = await enqueueReset("retry@example.test");
    smtp.failNext(1);
    expect(await s.drain()).toBe(0);

    const failed = await row(id);
    expect(failed.status).toBe("pending");
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/451/);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(failed.createdAt.getTime() + 1400);
    expect(logs.some((l) => l.includes("send failed") && l.includes("attempt 1:"))).toBe(true);
    expect(await s.drain()).toBe(0); // not due yet

    const sent = await drainUntil(s.drain, async () => (await row(id)).status === "sent");
    expect(sent).toBe(1);
    const done = await row(id);
    expect(done.attempts).toBe(1);
    expect(smtp.messages).toHaveLength(1);
  });

  it("marks a row failed after maxAttempts", async () => {
    const s = sender({ retryBaseMs: 1, maxAttempts: 3 });
    const id = await enqueueReset("never@example.test");
    smtp.failNext(3);
    await drainUntil(s.drain, async () => (await row(id)).status !== "pending");

    const failed = await row(id);
    expect(failed.status).toBe("failed");
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toMatch(/451/);
    expect(failed.sentAt).toBeNull();
    expect(logs.some((l) => l.includes("giving up"))).toBe(true);
    expect(await s.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it("gives up at once on a permanent refusal (5xx) and keeps the reason", async () => {
    const s = sender();
    const id = await enqueueReset("nobody@example.test");
    smtp.rejectNext(1);
    expect(await s.drain()).toBe(0);

    const failed = await row(id);
    expect(failed.status).toBe("failed");
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/550/);
    expect(logs.some((l) => l.includes("permanent: giving up"))).toBe(true);
    expect(await s.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it("keeps retrying while SMTP is down and delivers once it is back, exactly once", async () => {
    const down = await startTestSmtpServer();
    const port = Number(new URL(down.url).port);
    await down.close();
    const s = sender({ smtpUrl: down.url, retryBaseMs: 20, retryMaxMs: 60 });
    const id = await enqueueReset("outage@example.test");
    for (let i = 0; i < 5; i += 1) {
      await s.drain();
      await sleep(70);
    }
    const waiting = await row(id);
    expect(waiting.status).toBe("pending");
    expect(waiting.attempts).toBeGreaterThanOrEqual(3);
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);

    const back = await startTestSmtpServer({ port });
    try {
      await drainUntil(s.drain, async () => (await row(id)).status === "sent");
      expect(await s.drain()).toBe(0);
      expect(back.messages.map(recipientOf)).toEqual(["outage@example.test"]);
    } finally {
      await back.close();
    }
  });

  it("gives up on a temporary failure once the row is older than giveUpAfterMs", async () => {
    const s = sender({ giveUpAfterMs: 50 });
    const id = await enqueueReset("stale@example.test");
    await sleep(80);
    smtp.failNext(1);
    await s.drain();
    const failed = await row(id);
    expect(failed.status).toBe("failed");
    expect(failed.lastError).toMatch(/451/);
  });

  it("never sends a row twice when several senders drain at once", async () => {
    const total = 24;
    for (let i = 0; i < total; i += 1) await enqueueReset(`user${i}@example.test`);
    const a = sender({ batchSize: 3 });
    const b = sender({ batchSize: 3 });
    const counts = await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);

    expect(counts.reduce((x, y) => x + y, 0)).toBe(total);
    expect(smtp.messages).toHaveLength(total);
    expect(new Set(smtp.messages.map(recipientOf)).size).toBe(total);
    const rows = await handle.db.select().from(schema.emailOutbox);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 0)).toBe(true);
  });

  it("start() polls and stop() waits for the in-flight drain", async () => {
    const s = sender({ pollIntervalMs: 50 });
    s.start();
    await enqueueReset("poll@example.test");
    await smtp.waitForMessage((m) => recipientOf(m) === "poll@example.test", 3000);
    await s.stop();
    const [only] = await handle.db.select().from(schema.emailOutbox);
    expect(only?.status).toBe("sent");
  });

  it("wake() sends a new email at once instead of at the next poll", async () => {
    const s = sender({ pollIntervalMs: 60_000 });
    s.start();
    // The first poll runs at start; the next would be a minute later.
    await sleep(100);
    await enqueueReset("wake@example.test");
    s.wake();
    s.wake();
    await smtp.waitForMessage((m) => recipientOf(m) === "wake@example.test", 3000);
    await s.stop();
    s.wake();
    await enqueueReset("stopped@example.test");
    await sleep(150);
    expect(smtp.messages.map(recipientOf)).not.toContain("stopped@example.test");
  });

  it("start() logs errors instead of throwing", async () => {
    const s = sender({ pollIntervalMs: 20, smtpUrl: "smtp://127.0.0.1:1", retryBaseMs: 60_000 });
    const id = await enqueueReset("down@example.test");
    s.start();
    const deadline = Date.now() + 10_000;
    while (!logs.some((l) => l.includes("send failed")) && Date.now() < deadline) await sleep(20);
    await s.stop();
    const r = await row(id);
    expect(r.status).toBe("pending");
    expect(r.attempts).toBe(1);
    expect(r.lastError).toBeTruthy();
  });
});

describe("enqueueEmail without SMTP", () => {
  it("logs the whole link when asked to (a developer's machine without SMTP)", async () => {
    await enqueueEmail(handle.db, {
      to: "local@example.test",
      template: "password-reset",
      locale: "en",
      data: { name: "Ana", link: LINK, expiresMinutes: 30 },
      log: (m) => logs.push(m),
      logFullLink: true,
    });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(`link=${LINK} (shown whole: development without SMTP_URL)`);
  });

  it("logs a one-line summary and keeps the row pending", async () => {
    const id = await enqueueEmail(handle.db, {
      to: "dev@example.test",
      template: "invitation",
      locale: "en",
      data: {
        inviterName: "Bea",
        kind: "customerAssociate",
        customerName: "Acme",
        link: LINK,
        expiresDays: 7,
      },
      log: (m) => logs.push(m),
    });
    expect(logs).toHaveLength(1);
    const [line] = logs;
    expect(line).not.toContain("\n");
    expect(line).toContain("dev@example.test");
    expect(line).toContain("Bea invited you to join Acme on Encaja");
    expect(line).not.toContain(TOKEN);
    expect(line).toContain("https://encaja.test/new-password?[redacted]");
    expect(line).toContain(id);
    const r = await row(id);
    expect(r.text).toContain(TOKEN);
    expect(r).toMatchObject({ status: "pending", attempts: 0, toAddress: "dev@example.test" });
  });

  it("joins the caller's transaction", async () => {
    const rollback = new Error("rollback");
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueEmail(tx, {
          to: "tx@example.test",
          template: "profile-claim",
          locale: "es",
          data: { link: LINK, expiresDays: 14 },
        });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await handle.db.select().from(schema.emailOutbox)).toHaveLength(0);
  });
});

describe("linkForLog", () => {
  it("keeps origin and path, hides the query and token-like segments", () => {
    expect(linkForLog(`https://e.test/en/claim?token=${TOKEN}&x=1`)).toBe(
      "https://e.test/en/claim?[redacted]",
    );
    expect(linkForLog(`https://e.test/invite/${TOKEN}`)).toBe("https://e.test/invite/[redacted]");
    expect(linkForLog("https://e.test/settings/offers/invitations/42")).toBe(
      "https://e.test/settings/offers/invitations/42",
    );
    expect(linkForLog("not a url")).toBe("[unparseable link]");
  });
});

describe("isPermanentSmtpFailure", () => {
  it("is a 5xx answer about the message, not the connection or the login", () => {
    expect(isPermanentSmtpFailure({ responseCode: 550, code: "EENVELOPE" })).toBe(true);
    expect(isPermanentSmtpFailure({ responseCode: 554, code: "EMESSAGE" })).toBe(true);
    expect(isPermanentSmtpFailure({ responseCode: 451, code: "EMESSAGE" })).toBe(false);
    expect(isPermanentSmtpFailure({ responseCode: 535, code: "EAUTH" })).toBe(false);
    expect(isPermanentSmtpFailure({ code: "ECONNECTION" })).toBe(false);
    expect(isPermanentSmtpFailure(new Error("boom"))).toBe(false);
    expect(isPermanentSmtpFailure(null)).toBe(false);
  });
});

describe("retryDelayMs", () => {
  it("doubles from the base and is capped", () => {
    const hour = 3_600_000;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 5000, hour))).toEqual([
      5000, 10000, 20000, 40000,
    ]);
    expect(retryDelayMs(20, 5000, hour)).toBe(hour);
  });
});
