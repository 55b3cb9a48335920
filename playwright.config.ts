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

const WEB_URL = "http://127.0.0.1:3100";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: WEB_URL,
    trace: "retain-on-failure",
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
      url: "http://127.0.0.1:2527/health",
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
        API_PORT: "4100",
        WEB_PORT: "3100",
        API_URL: "http://127.0.0.1:4100",
        WEB_URL,
        SMTP_URL: "smtp://127.0.0.1:2526",
        NEXT_TELEMETRY_DISABLED: "1",
      },
    },
  ],
});
