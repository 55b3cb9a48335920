import { readdirSync } from "node:fs";
import path from "node:path";
import { REALTIME_RATE } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { and, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatRequests, createChatDeveloper, tinyPdf } from "../../testing/chats";
import { setupTestApp } from "../../testing/setup";
import { CHAT_FILES_FOLDER } from "./files";
import { MAX_UNSENT_ATTACHMENT_BYTES } from "./limits";

const t = setupTestApp();
const chat = chatRequests(t);

/** A PDF of exactly `bytes` bytes. */
const pdfOf = (bytes: number) => Buffer.concat([tinyPdf, Buffer.alloc(bytes - tinyPdf.length)]);

function expectRateLimited(res: { statusCode: number; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers["retry-after"])).toBeGreaterThanOrEqual(1);
}

describe("chat message budget over HTTP", () => {
  it("answers 429 with Retry-After past the socket's burst", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const windowSeconds = REALTIME_RATE.burst / REALTIME_RATE.perSecond;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => chat.send(dev.chatId, dev.headers, { body: `m${i}` })),
    );
    // A slow machine may spread the requests over more than one window: a burst for each.
    const windows = Math.floor((Date.now() - started) / (windowSeconds * 1000)) + 1;
    // Whatever was not refused passed the limit (under load one may then fail on a lock wait).
    const admitted = answers.filter((res) => res.statusCode !== 429);
    expect(admitted.length).toBeGreaterThanOrEqual(REALTIME_RATE.burst);
    expect(admitted.length).toBeLessThanOrEqual(REALTIME_RATE.burst * windows);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) expectRateLimited(res);
    const retryAfter = Number(refused[0]!.headers["retry-after"]);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  });
});

describe("unsent attachment quota", () => {
  it("holds under 30 parallel uploads and keeps no file of a refused one", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const size = 2 * 1024 * 1024;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        chat.uploadPdf(dev.chatId, dev.headers, "big.pdf", pdfOf(size)),
      ),
    );
    const stored = answers.filter((res) => res.statusCode === 201);
    expect(stored).toHaveLength(Math.floor(MAX_UNSENT_ATTACHMENT_BYTES / size));
    for (const res of answers.filter((r) => r.statusCode !== 201)) expectRateLimited(res);

    const [unsent] = await t.db.db
      .select({ bytes: sql<number>`sum(${schema.chatAttachments.sizeBytes})`.mapWith(Number) })
      .from(schema.chatAttachments)
      .where(
        and(
          eq(schema.chatAttachments.uploaderUserId, dev.userId),
          isNull(schema.chatAttachments.messageId),
        ),
      );
    expect(unsent!.bytes).toBeLessThanOrEqual(MAX_UNSENT_ATTACHMENT_BYTES);
    const folder = path.join(t.app.config.DATA_DIR, "uploads", CHAT_FILES_FOLDER);
    const files = readdirSync(folder).filter((name) => name.startsWith(dev.chatId));
    expect(files).toHaveLength(stored.length);

    // Sending one of them makes room again.
    const first = stored[0]!.json() as { id: string };
    const message = await chat.send(dev.chatId, dev.headers, { body: "", attachmentId: first.id });
    expect(message.statusCode).toBe(201);
    const again = await chat.uploadPdf(dev.chatId, dev.headers, "again.pdf", pdfOf(size));
    expect(again.statusCode).toBe(201);
  }, 60_000);
});
