import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RouteDefinition, RouteInput } from "@encaja/contracts";
import type { DbHandle } from "@encaja/db/client";
import { createTestDb } from "@encaja/db/testing";
import {
  type ParsedMail,
  recipientOf,
  startTestSmtpServer,
  type TestSmtpServer,
} from "@encaja/email/testing";
import type { FastifyInstance } from "fastify";
import { type BuildAppOptions, buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { FileStore } from "../lib/storage";
import { type CallAnswer, type CallOptions, callRoute } from "./call";

export const TEST_WEB_URL = "http://web.test:3000";

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "encaja-api-test-")),
    WEB_URL: TEST_WEB_URL,
    API_URL: "http://api.test:4000",
    LOG_LEVEL: "silent",
    // Not "development": its conveniences (whole email links in the log) are not under test.
    NODE_ENV: "test",
    // Test files build many apps; a background aggregation would outlive some of them.
    TALENT_FACETS_WARMUP: "false",
    ...overrides,
  });
}

/** The buildApp options every test app gets, whoever builds it. */
export const testAppOptions = {
  // Every answer a test reads proves the fast serializer writes what zod would (ADR 0048).
  responseSerializer: "compare",
} as const satisfies Partial<BuildAppOptions>;

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  /** One request to a route of the contracts' table, its answer parsed (see `callRoute`). */
  call<const R extends RouteDefinition>(
    route: R,
    input: RouteInput<R>,
    options?: CallOptions,
  ): Promise<CallAnswer<R>>;
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
    /** Adds the deliberate-500 route (buildApp's test-only `faultInjection`). */
    faultInjection?: boolean;
    /** Runs the webhook worker as the server does (woken by NOTIFY); default: drained by hand. */
    startWebhookWorker?: boolean;
  } = {},
): Promise<TestApp> {
  const db = await createTestDb();
  const app = await buildApp({
    ...testAppOptions,
    config: testConfig(options.env),
    db,
    logger: options.logger ?? false,
    startMailSender: false,
    startHousekeeping: false,
    startDecisionReminders: false,
    startNotificationEmails: false,
    startWebhookWorker: options.startWebhookWorker ?? false,
    files: options.files,
    faultInjection: options.faultInjection,
  });
  options.configure?.(app);
  await app.ready();
  return {
    app,
    db,
    call: (route, input, options) => callRoute(app, route, input, options),
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
