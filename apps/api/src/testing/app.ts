import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DbHandle } from "@encaja/db";
import { createTestDb } from "@encaja/db/testing";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";

export const TEST_WEB_URL = "http://web.test:3000";

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "encaja-api-test-")),
    WEB_URL: TEST_WEB_URL,
    API_URL: "http://api.test:4000",
    LOG_LEVEL: "silent",
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
  options: { env?: Record<string, string>; configure?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const db = await createTestDb();
  const app = await buildApp({
    config: testConfig(options.env),
    db,
    logger: false,
    startMailSender: false,
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
