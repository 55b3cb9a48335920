// First-load JavaScript of a page and the per-page budgets (ADR 0040). Pure helpers,
// shared by scripts/bundle-size.mjs (prints, and with --check fails over budget) and its tests.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The /_next/static/*.js chunks a page's HTML makes the browser load before it is interactive:
 * every <script src> (legacy nomodule polyfills excluded: our browsers never load them) and
 * every <link rel="preload" as="script">, deduplicated, query strings dropped.
 */
export function chunksOf(html) {
  const chunks = new Set();
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/g)) {
    const [, tag, attributes] = match;
    if (tag === "script" && /\snomodule/i.test(attributes)) continue;
    if (tag === "link" && !(/\srel="preload"/.test(attributes) && /\sas="script"/.test(attributes)))
      continue;
    const url = /\s(?:src|href)="([^"]+)"/.exec(attributes)?.[1]?.split("?")[0];
    if (url?.startsWith("/_next/static/") && url.endsWith(".js")) chunks.add(url);
  }
  return [...chunks];
}

/** Gzip (level 9) size in bytes of one chunk of the build in `nextDir`. */
export function gzipSizeOf(nextDir, url) {
  const file = join(nextDir, "static", decodeURIComponent(url.slice("/_next/static/".length)));
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Sum of the gzip sizes of a page's first-load chunks. */
export function firstLoadBytes(html, nextDir) {
  const chunks = chunksOf(html);
  return { chunks, bytes: chunks.reduce((sum, url) => sum + gzipSizeOf(nextDir, url), 0) };
}

/**
 * Pages over their budget. `measured`: page → bytes; `budgets`: page → kB (1 kB = 1024 bytes).
 * A measured page without a budget is an error too, so a new public page gets one.
 */
export function overBudget(measured, budgets) {
  const failures = [];
  for (const [page, bytes] of Object.entries(measured)) {
    const budget = budgets[page];
    if (typeof budget !== "number") {
      failures.push({ page, kb: bytes / 1024, budget: null });
    } else if (bytes > budget * 1024) {
      failures.push({ page, kb: bytes / 1024, budget });
    }
  }
  return failures;
}

/** A failure as one line of text. */
export function describeFailure({ page, kb, budget }) {
  return budget === null
    ? `${page}: ${kb.toFixed(1)} kB first-load JS and no budget in page-budgets.json`
    : `${page}: ${kb.toFixed(1)} kB first-load JS (gzip) is over its budget of ${budget} kB`;
}
