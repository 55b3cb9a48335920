#!/usr/bin/env node
// Prints the first-load JS of the landing pages and /login after `next build`: the sum of the gzipped
// sizes of every /_next/static/*.js chunk referenced by <script src> in the prerendered HTML
// (nomodule polyfills excluded).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const webDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const nextDir = join(webDir, ".next");
const appDir = join(nextDir, "server", "app");

/** Route → candidate prerendered files (Spanish is the default locale, prefixed internally). */
const routes = {
  "/": ["index.html", "es.html"],
  "/developers": ["developers.html", "es/developers.html"],
  "/login": ["login.html", "es/login.html"],
};

function htmlFor(route) {
  for (const candidate of routes[route]) {
    const file = join(appDir, candidate);
    if (existsSync(file)) return { file, html: readFileSync(file, "utf8") };
  }
  throw new Error(`No prerendered HTML for ${route} in ${appDir}. Run \`next build\` first.`);
}

function chunksOf(html) {
  const chunks = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1];
    // Legacy polyfills (nomodule) are never loaded by the browsers we target.
    if (/\snomodule/i.test(attributes)) continue;
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1]?.split("?")[0];
    if (!src) continue;
    if (src.startsWith("/_next/static/") && src.endsWith(".js")) chunks.add(src);
  }
  return [...chunks];
}

function gzipSize(src) {
  const file = join(nextDir, "static", decodeURIComponent(src.slice("/_next/static/".length)));
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

if (!existsSync(appDir)) {
  console.error(`No build found at ${nextDir}. Run \`npm run build -w apps/web\` first.`);
  process.exit(1);
}

for (const route of Object.keys(routes)) {
  const { html } = htmlFor(route);
  const chunks = chunksOf(html);
  const total = chunks.reduce((sum, src) => sum + gzipSize(src), 0);
  console.log(
    `${route.padEnd(12)} first-load JS ${kb(total).padStart(9)} gzip (${chunks.length} chunks)`,
  );
}
