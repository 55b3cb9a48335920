#!/usr/bin/env node
// `npm run generate:endpoints`: writes packages/contracts/src/routes/endpoints.ts, the route
// table's methods and paths without its schemas (what the web app calls routes with).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { endpointsSource } from "../packages/contracts/src/routes/endpoint-table.ts";
import { routes } from "../packages/contracts/src/routes/index.ts";

const target = fileURLToPath(
  new URL("../packages/contracts/src/routes/endpoints.ts", import.meta.url),
);
writeFileSync(target, endpointsSource(routes));
execFileSync("npx", ["biome", "format", "--write", target], { stdio: "inherit" });
console.log(`wrote ${target}`);
