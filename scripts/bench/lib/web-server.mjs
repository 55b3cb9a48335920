// The web app for benches: a production build (rebuilt when older than its sources, like
// `npm start`), served by `next start` on a free loopback port next to a bench API.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { finishWebBuild, nextBin, webBuildIsCurrent, webDir } from "../../lib/web-build.mjs";
import { startApi } from "./api-server.mjs";
import { freePort } from "./postgres.mjs";
import { startNode, waitForHttp } from "./processes.mjs";

/** Builds the web app unless its build is current (the rule `npm start` uses). */
export function ensureWebBuild() {
  if (webBuildIsCurrent()) return;
  buildWeb(nextBin, webDir);
  finishWebBuild();
}

function buildWeb(next, dir) {
  console.log(`[bench] building ${dir} (next build)…`);
  const result = spawnSync(process.execPath, [next, "build"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("next build failed");
}

/**
 * Builds if needed, starts the API (demo data; `databaseUrl` "" is embedded PGlite) and
 * `next start`, and waits until /jobs answers. Both are stopped by `cleanups`. `checkout`, the
 * root of another copy of the repository with its own install, serves that copy's web app
 * (built there first when it has no build) next to this API.
 */
export async function startWebStack(cleanups, { databaseUrl, checkout, timeoutMs = 180_000 }) {
  const dir = checkout ? path.join(checkout, "apps/web") : webDir;
  const next = checkout ? path.join(checkout, "node_modules/next/dist/bin/next") : nextBin;
  if (!checkout) ensureWebBuild();
  else if (!existsSync(path.join(dir, ".next/BUILD_ID"))) buildWeb(next, dir);
  const webPort = await freePort();
  const webUrl = `http://127.0.0.1:${webPort}`;
  const apiUrl = await startApi(cleanups, {
    databaseUrl,
    demoSeed: true,
    env: { WEB_URL: webUrl },
  });
  // No -H: with a host given, next-intl's locale rewrite goes to another origin and loops.
  const web = startNode(
    [next, "start", dir, "-p", String(webPort)],
    { API_URL: apiUrl, WEB_URL: webUrl, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    "web",
  );
  cleanups.push(() => web.stop());
  await waitForHttp(`${webUrl}/jobs`, timeoutMs);
  return { apiUrl, webUrl };
}
