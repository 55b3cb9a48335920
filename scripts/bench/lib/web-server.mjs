// The web app for benches: a production build (rebuilt when older than its sources, like
// `npm start`), served by `next start` on a free loopback port next to a bench API.
import { spawnSync } from "node:child_process";
import { finishWebBuild, nextBin, webBuildIsCurrent, webDir } from "../../lib/web-build.mjs";
import { startApi } from "./api-server.mjs";
import { freePort } from "./postgres.mjs";
import { startNode, waitForHttp } from "./processes.mjs";

/** Builds the web app unless its build is current (the rule `npm start` uses). */
export function ensureWebBuild() {
  if (webBuildIsCurrent()) return;
  console.log("[bench] building the web app (next build)…");
  const result = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: webDir,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("next build failed");
  finishWebBuild();
}

/**
 * Builds if needed, starts the API (demo data; `databaseUrl` "" is embedded PGlite) and
 * `next start`, and waits until /jobs answers. Both are stopped by `cleanups`.
 */
export async function startWebStack(cleanups, { databaseUrl, timeoutMs = 180_000 }) {
  ensureWebBuild();
  const webPort = await freePort();
  const webUrl = `http://127.0.0.1:${webPort}`;
  const apiUrl = await startApi(cleanups, {
    databaseUrl,
    demoSeed: true,
    env: { WEB_URL: webUrl },
  });
  // No -H: with a host given, next-intl's locale rewrite goes to another origin and loops.
  const web = startNode(
    [nextBin, "start", webDir, "-p", String(webPort)],
    { API_URL: apiUrl, WEB_URL: webUrl, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    "web",
  );
  cleanups.push(() => web.stop());
  await waitForHttp(`${webUrl}/jobs`, timeoutMs);
  return { apiUrl, webUrl };
}
