import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The web tsconfig keeps JSX for Next to compile; component tests need it compiled here.
  oxc: { jsx: { runtime: "automatic" } },
  // The web app's "@/…" import alias (apps/web/tsconfig.json paths).
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL("./apps/web/src/", import.meta.url)) },
    ],
  },
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "apps/api/src/**/*.test.ts",
      "apps/web/src/**/*.test.{ts,tsx}",
      "apps/web/scripts/**/*.test.mjs",
      "scripts/**/*.test.mjs",
    ],
    globalSetup: ["packages/db/src/testing/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    // Test files share one module graph per worker: importing the app once per worker instead
    // of once per file saves about two minutes of CI (each test still builds its own app and DB).
    isolate: false,
  },
});
