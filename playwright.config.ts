import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  throw new Error(
    "Chromium not found: install it with `apt-get install -y chromium` or set CHROMIUM_PATH",
  );
}

// Ports can be moved (E2E_*_PORT) so two runs on one machine do not collide.
const WEB_PORT = process.env.E2E_WEB_PORT ?? "3100";
const API_PORT = process.env.E2E_API_PORT ?? "4100";
const SMTP_PORT = process.env.E2E_SMTP_PORT ?? "2526";
const MAIL_HTTP_PORT = process.env.E2E_MAIL_HTTP_PORT ?? "2527";
const COLLECTORS_PORT = process.env.E2E_COLLECTORS_PORT ?? "2528";
const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
const COLLECTORS_URL = `http://127.0.0.1:${COLLECTORS_PORT}`;

export default defineConfig({
  testDir: "e2e",
  // Runs once the servers answer: waits for the demo data the API loads in the background.
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: WEB_URL,
    // Toasts and transitions settle at once, so accessibility checks see final colours.
    reducedMotion: "reduce",
    // Recording a trace (DOM snapshots, screencast) for every test doubled the browser's CPU on
    // 2 cores and slowed every page; CI records one for a failed test's retry instead.
    trace: (process.env.E2E_TRACE ?? (process.env.CI ? "on-first-retry" : "retain-on-failure")) as
      | "on-first-retry"
      | "retain-on-failure"
      | "off",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromium,
          args: [
            "--no-sandbox",
            "--disable-background-networking",
            "--disable-gpu",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // Captures the emails the API sends (reset links, invitations) for the tests to read.
      command: "node e2e/support/smtp-capture.mjs",
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      env: { SMTP_CAPTURE_PORT: SMTP_PORT, SMTP_CAPTURE_HTTP_PORT: MAIL_HTTP_PORT },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Loopback stand-ins for PostHog and Sentry (issue #19): the suite asserts what is sent.
      command: "node e2e/support/collectors.mjs",
      url: `${COLLECTORS_URL}/health`,
      env: { COLLECTORS_PORT },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node scripts/start.mjs",
      url: WEB_URL,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        DATA_DIR: join(tmpdir(), `encaja-e2e-${process.pid}`),
        API_PORT,
        WEB_PORT,
        API_URL: `http://127.0.0.1:${API_PORT}`,
        WEB_URL,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        POSTHOG_KEY: "phc_e2e_encaja",
        POSTHOG_HOST: COLLECTORS_URL,
        // E2E_SENTRY_DSN= (empty) runs the suite without error reporting, to measure its cost.
        SENTRY_DSN:
          process.env.E2E_SENTRY_DSN ?? `http://e2epublickey@127.0.0.1:${COLLECTORS_PORT}/42`,
        SENTRY_ENVIRONMENT: "e2e",
        // Test-only switches, not configuration (ADR 0052): the API's GET/POST /__fault/500 and
        // the web /fault-injection page (ADR 0036) ...
        ENCAJA_TEST_FAULT_INJECTION: "1",
        // ... and every answer the browser gets proves the fast serializer writes what zod would.
        ENCAJA_TEST_COMPARE_SERIALIZERS: "1",
        // Fails the run right after the build when a public page's first-load JS is over its
        // budget (apps/web/page-budgets.json, ADR 0040).
        ENCAJA_PAGE_BUDGETS: "1",
        NEXT_TELEMETRY_DISABLED: "1",
      },
    },
  ],
});
