/**
 * Before the first test: the API answers as soon as the demo accounts exist and loads the rest
 * of the demo data in the background (decision 0066), while the specs expect all of it (offers,
 * candidates, chats). Waits until /health/ready reports it loaded.
 */
const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? "4100"}`;
const TIMEOUT_MS = 600_000;

export default async function waitForDemoData(): Promise<void> {
  const started = Date.now();
  let last = "";
  for (;;) {
    const body = (await fetch(`${API_URL}/health/ready`)
      .then((res) => res.json())
      .catch(() => null)) as { demoData?: { state: string; loaded: number; steps: number } } | null;
    const demo = body?.demoData;
    if (demo?.state === "ready") return;
    if (demo?.state === "failed" || demo?.state === "none") {
      throw new Error(`The API's demo data is ${demo.state}: the browser tests need all of it.`);
    }
    if (Date.now() - started > TIMEOUT_MS) {
      throw new Error(`The demo data did not load within ${TIMEOUT_MS / 1000} s (${last}).`);
    }
    const now = demo ? `${demo.loaded}/${demo.steps}` : "no answer";
    if (now !== last) console.log(`[e2e] waiting for the demo data: ${now} steps loaded`);
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
