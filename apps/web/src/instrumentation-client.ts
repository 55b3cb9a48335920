import { startMonitoring } from "./lib/monitoring/report";

/*
 * Runs in the browser before the app's code (Next.js `instrumentation-client`). zod 4 probes
 * `new Function("")` on its first object parse to pick a faster parser; under the nonce CSP
 * (no 'unsafe-eval', ADR 0018) that probe is blocked and reported as a CSP violation even
 * though zod catches it. `jitless` skips the probe: forms validate with the plain parser.
 *
 * zod keeps its global config on `globalThis.__zod_globalConfig` (zod/v4/core `config()` reads
 * and `Object.assign`s into that object), so it is set here without importing zod: `z.config`
 * from "zod" put all of zod (36 kB gzip) in every page's first-load JS, and even "zod/v4/core"
 * cost 8 kB (ADR 0040). instrumentation-client.test.ts checks zod sees it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, {
  jitless: true,
});

// Error reporting (ADR 0036): two listeners and a queue here; the SDK loads after the page.
startMonitoring();
