import { createServer, type Socket } from "node:net";
import type { DbHandle } from "@encaja/db/client";
import * as schema from "@encaja/db/schema";
import { recipientOf, startTestSmtpServer, type TestSmtpServer } from "@encaja/email/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiProcess, startApiProcess } from "../lifecycle/api-process";
import { createSignedInUser } from "../testing/factories";
import { freePort } from "../testing/ports";
import {
  apiEnv,
  chatTraffic,
  developerWithChat,
  faultsFull,
  faultsWanted,
  type OwnPostgres,
  openFaultDatabase,
  requestPasswordReset,
  sleep,
  startOwnPostgres,
  storedCopies,
  timedFetch,
  until,
} from "./fault-kit";

/**
 * A mail server that greets and then never answers: a sender talking to it stays in the
 * middle of a delivery (nodemailer waits up to its 60 s socket timeout), holding its claim.
 */
async function startStalledSmtp(port: number) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
    socket.write("220 stalled.test ESMTP\r\n");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    connections: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let pg: OwnPostgres;
let db: DbHandle;
let smtpPort: number;
let stalled: Awaited<ReturnType<typeof startStalledSmtp>> | undefined;
let smtp: TestSmtpServer | undefined;
let a: ApiProcess;
let b: ApiProcess | undefined;

// Two API processes take a minute to start here: a long variant (FAULTS_FULL=1).
describe.skipIf(!faultsWanted || !faultsFull)("an API instance killed (SIGKILL) mid-work", () => {
  beforeAll(async () => {
    pg = await startOwnPostgres();
    smtpPort = await freePort();
    stalled = await startStalledSmtp(smtpPort);
    a = await startApiProcess(env());
    db = await openFaultDatabase(pg);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await stalled?.close();
    await smtp?.close();
    pg?.stop();
  });

  const env = () =>
    apiEnv(pg, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SMTP_RETRY_MAX_SECONDS: "1" });

  it("keeps the survivor serving, loses no write, and delivers the dead one's email once", async () => {
    const user = await createSignedInUser(db.db, "developer");
    await requestPasswordReset(a.url, user.email);
    const outboxRow = async () =>
      (
        await db.db
          .select({
            status: schema.emailOutbox.status,
            leased: sql<boolean>`${schema.emailOutbox.nextAttemptAt} > now() + interval '5 minutes'`,
          })
          .from(schema.emailOutbox)
          .where(eq(schema.emailOutbox.toAddress, user.email))
      )[0];
    // A claimed the email (its lease hides it from other senders) and is mid-delivery.
    await until(
      async () => Boolean((await outboxRow())?.leased) && stalled!.connections() > 0,
      15_000,
    );

    b = await startApiProcess(env());
    const writers = await Promise.all([1, 2, 3, 4].map(() => developerWithChat(db.db)));
    let aKilled = false;
    const throughA = (i: number) => i % 2 === 0;
    const traffic = chatTraffic(writers, (i) => (throughA(i) ? (aKilled ? null : a.url) : b!.url));
    await sleep(1_000);
    a.child.kill("SIGKILL");
    aKilled = true;
    await a.exited;
    await sleep(1_500);
    const sent = await traffic.stop();

    const chatsOfB = new Set(writers.filter((_w, i) => !throughA(i)).map((w) => w.chatId));
    const survivor = sent.filter((m) => chatsOfB.has(m.chatId));
    expect(survivor.length).toBeGreaterThan(0);
    expect(survivor.every((m) => m.answer.status === 201)).toBe(true);
    const copies = await storedCopies(db.db, sent);
    expect(copies.every((n) => n === 1)).toBe(true);
    expect((await timedFetch(`${b.url}/health/ready`)).status).toBe(200);

    // The mail server recovers; the lease (10 minutes) runs out, simulated by moving its end.
    await stalled!.close();
    stalled = undefined;
    smtp = await startTestSmtpServer({ port: smtpPort });
    await db.db
      .update(schema.emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(schema.emailOutbox.toAddress, user.email));
    const isReset = (mail: Parameters<typeof recipientOf>[0]) => recipientOf(mail) === user.email;
    await smtp.waitForMessage(isReset, 15_000);
    await sleep(4_000);
    expect(smtp.messages.filter(isReset)).toHaveLength(1);
    expect((await outboxRow())?.status).toBe("sent");
    console.info(
      `[faults] SIGKILL: ${survivor.length} writes through the survivor all 201, ` +
        `${copies.length} acknowledged writes stored once; the claimed email delivered once`,
    );
  }, 120_000);
});
