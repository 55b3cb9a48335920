import type { DbHandle } from "@encaja/db/client";
import * as schema from "@encaja/db/schema";
import { recipientOf, startTestSmtpServer, type TestSmtpServer } from "@encaja/email/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiProcess, startApiProcess } from "../lifecycle/api-process";
import { createSignedInUser } from "../testing/factories";
import { tinyPng } from "../testing/multipart";
import { freePort } from "../testing/ports";
import { startTestS3Server, type TestS3Server } from "../testing/s3";
import {
  apiEnv,
  expectRetryableFailure,
  faultsWanted,
  type OwnPostgres,
  openFaultDatabase,
  readinessCheck,
  requestPasswordReset,
  sleep,
  startOwnPostgres,
  timedFetch,
  until,
} from "./fault-kit";

/**
 * The API's other dependencies failing one at a time, on one API process: the mail server
 * (down, then back on the same port), the file storage (the same), and a database too slow to
 * answer (a lock held past DB_STATEMENT_TIMEOUT_MS).
 */
const STATEMENT_TIMEOUT_MS = 500;

let pg: OwnPostgres;
let s3: TestS3Server;
let smtpPort: number;
let smtp: TestSmtpServer | undefined;
let api: ApiProcess;
let db: DbHandle;

describe.skipIf(!faultsWanted)("a dependency failing, then coming back", () => {
  beforeAll(async () => {
    pg = await startOwnPostgres();
    s3 = await startTestS3Server();
    // Nothing listens there yet: the mail server is down from the start.
    smtpPort = await freePort();
    api = await startApiProcess(
      apiEnv(pg, {
        ...s3.env,
        DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMTP_RETRY_MAX_SECONDS: "1",
      }),
    );
    db = await openFaultDatabase(pg);
  }, 180_000);

  afterAll(async () => {
    await api?.stop();
    await db?.close();
    await smtp?.close();
    await s3?.close();
    pg?.stop();
  });

  it("delivers, exactly once, an email queued while the mail server was down", async () => {
    const user = await createSignedInUser(db.db, "developer");
    await requestPasswordReset(api.url, user.email);
    const outboxRow = async () =>
      (
        await db.db
          .select()
          .from(schema.emailOutbox)
          .where(eq(schema.emailOutbox.toAddress, user.email))
      )[0];
    // The sender tried and failed while nothing listened: the row waits for its retry.
    await until(async () => ((await outboxRow())?.attempts ?? 0) >= 1, 15_000);
    expect((await outboxRow())?.status).toBe("pending");

    const backAt = Date.now();
    smtp = await startTestSmtpServer({ port: smtpPort });
    const isReset = (mail: Parameters<typeof recipientOf>[0]) => recipientOf(mail) === user.email;
    await smtp.waitForMessage(isReset, 15_000);
    const deliveredMs = Date.now() - backAt;
    // A few more outbox rounds (2 s apart) send nothing again.
    await sleep(4_000);
    expect(smtp.messages.filter(isReset)).toHaveLength(1);
    expect((await outboxRow())?.status).toBe("sent");
    console.info(`[faults] SMTP back: the queued email arrived ${deliveredMs} ms later, once`);
  }, 60_000);

  it("answers 503 with Retry-After to an upload while the storage is down, and stores it once back", async () => {
    const developer = await createSignedInUser(db.db, "developer");
    const upload = () => {
      const form = new FormData();
      form.append("file", new Blob([tinyPng], { type: "image/png" }), "me.png");
      return timedFetch(`${api.url}/developers/me/photo`, {
        method: "POST",
        headers: developer.headers,
        body: form,
      });
    };
    expect((await upload()).status).toBe(200);
    await s3.close();

    const failed = await upload();
    expectRetryableFailure(failed);
    const readyDuring = await timedFetch(`${api.url}/health/ready`);
    expect(readyDuring.status).toBe(503);
    expect(readinessCheck(readyDuring, "storage")).toBe("failing");

    const port = Number(new URL(s3.env.S3_ENDPOINT ?? "").port);
    s3 = await startTestS3Server(s3.env.S3_BUCKET, { port });
    const stored = await upload();
    expect(stored.status).toBe(200);
    expect((await timedFetch(`${api.url}/health/ready`)).status).toBe(200);
    console.info(
      `[faults] storage down: upload answered ${failed.status} in ${failed.ms} ms ` +
        `(Retry-After ${failed.retryAfter}); ${stored.status} once back`,
    );
  }, 60_000);

  it("answers 503 within about the statement timeout while a lock stalls the database", async () => {
    const user = await createSignedInUser(db.db, "developer");
    const me = () => timedFetch(`${api.url}/users/me`, { headers: user.headers });
    const locker = await db.pool!.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table users in access exclusive mode");
      const stalled = await Promise.all([me(), me(), me()]);
      for (const answer of stalled) {
        expectRetryableFailure(answer);
        expect(answer.ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 1_500);
      }
      await locker.query("rollback");
      const served = await me();
      expect(served.status).toBe(200);
      console.info(
        `[faults] slow database: ${stalled.map((a) => `${a.status} in ${a.ms} ms`).join(", ")}; ` +
          `${served.status} once the lock was released`,
      );
    } finally {
      locker.release();
    }
  }, 60_000);
});
