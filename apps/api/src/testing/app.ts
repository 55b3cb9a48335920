import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DbHandle } from "@encaja/db/client";
import { createTestDb } from "@encaja/db/testing";
import {
  type ParsedMail,
  recipientOf,
  startTestSmtpServer,
  type TestSmtpServer,
} from "@encaja/email/testing";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { FileStore } from "../lib/storage";

export const TEST_WEB_URL = "http://web.test:3000";

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "encaja-api-test-")),
    WEB_URL: TEST_WEB_URL,
    API_URL: "http://api.test:4000",
    LOG_LEVEL: "silent",
    // Test files build many apps; a background aggregation would outlive some of them.
    TALENT_FACETS_WARMUP: "false",
    // Every answer a test reads proves the fast serializer writes what zod would (ADR 0048).
    RESPONSE_SERIALIZER: "compare",
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  close(): Promise<void>;
}

/** A Fastify app on its own migrated database copy (one per test file). */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    configure?: (app: FastifyInstance) => void;
    /** pino options (e.g. `{ level: "info", stream }` to capture log lines); default silent. */
    logger?: Record<string, unknown>;
    /** A file storage of the test's own (default: the one `env` names, disk or S3). */
    files?: FileStore;
  } = {},
): Promise<TestApp> {
  const db = await createTestDb();
  const app = await buildApp({
    config: testConfig(options.env),
    db,
    logger: options.logger ?? false,
    startMailSender: false,
    startHousekeeping: false,
    startDecisionReminders: false,
    startNotificationEmails: false,
    files: options.files,
  });
  options.configure?.(app);
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
      rmSync(app.config.DATA_DIR, { recursive: true, force: true });
    },
  };
}

export interface TestAppWithSmtp extends TestApp {
  smtp: TestSmtpServer;
  /** Delivers everything in the outbox, then waits for the message to `to`. */
  emailTo(to: string): Promise<ParsedMail>;
}

/** A test app whose outbox delivers to a loopback SMTP server the test can read. */
export async function createTestAppWithSmtp(): Promise<TestAppWithSmtp> {
  const smtp = await startTestSmtpServer();
  const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  return {
    ...t,
    smtp,
    emailTo: async (to) => {
      await t.app.outbox!.drain();
      return smtp.waitForMessage((m) => recipientOf(m) === to.toLowerCase());
    },
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
