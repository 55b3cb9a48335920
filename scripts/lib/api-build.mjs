// When the API's compiled build (apps/api/dist) is stale, and building it: shared by `npm start`
// (scripts/start.mjs), the CLIs (scripts/api-cli.mjs) and bench:api-start.
import path from "node:path";
import { apiBuildIsCurrent, apiDist, buildApi } from "../../apps/api/scripts/build.mjs";

export { apiBuildIsCurrent, apiDist, buildApi };

/** apps/api/dist/server.mjs and how node runs it (stack traces point into the TypeScript). */
export const apiServer = path.join(apiDist, "server.mjs");
export const apiNodeArgs = ["--enable-source-maps"];

/** Builds the API unless the build is current; progress goes to stderr (a CLI's stdout stays its own). */
export async function ensureApiBuild() {
  if (apiBuildIsCurrent()) return;
  console.error("[encaja] Building the API (first run or sources changed)…");
  const ms = await buildApi();
  console.error(`[encaja] API built in ${(ms / 1000).toFixed(1)}s.`);
}
