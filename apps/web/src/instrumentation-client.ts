import { z } from "zod";
import { startMonitoring } from "./lib/monitoring/report";

/*
 * Runs in the browser before the app's code (Next.js `instrumentation-client`). zod 4 probes
 * `new Function("")` on its first object parse to pick a faster parser; under the nonce CSP
 * (no 'unsafe-eval', ADR 0018) that probe is blocked and reported as a CSP violation even
 * though zod catches it. `jitless` skips the probe: forms validate with the plain parser.
 */
z.config({ jitless: true });

// Error reporting (ADR 0036): two listeners and a queue here; the SDK loads after the page.
startMonitoring();
