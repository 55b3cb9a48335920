// Server-side warm-up of a freshly started web app: `next start` loads a page's server code on
// the first request to it (seconds on a small machine), so `npm start` requests every page once
// before a person does. Pages render a shell on the server and fetch their data in the browser
// with the person's token, so a signed-out request loads the same code a signed-in one does.
import { readFileSync } from "node:fs";
import path from "node:path";
import { webDir } from "./web-build.mjs";

/** Where people land first: home, sign-in, each role's home, the emailed links, the offer editor. */
const firstPages = [
  "/",
  "/login",
  "/customers/login",
  "/jobs",
  "/signup",
  "/matchers",
  "/dashboard",
  "/customers/dashboard",
  "/interviewers",
  "/admin",
  "/verify-email/[token]",
  "/new-password/[token]",
  "/matchers/edit-offer/[id]",
  "/matchers/new-offer",
];

/** Stands in for a dynamic segment: the page's code loads; its data, fetched in the browser, is not asked for. */
const placeholder = "warm-up";

const readRoutesManifest = () =>
  JSON.parse(readFileSync(path.join(webDir, ".next/app-path-routes-manifest.json"), "utf8"));

/**
 * Every page of the build as paths of the default locale: the first pages, and the rest.
 * `manifest` is the build's app-path-routes-manifest.json (file → route).
 */
export function pagesToWarm(manifest = readRoutesManifest()) {
  const pages = Object.entries(manifest)
    .filter(([file]) => file.endsWith("/page"))
    .map(([, route]) => route.replace(/^\/\[locale\]/, "") || "/");
  const first = firstPages.filter((page) => pages.includes(page));
  const rest = pages.filter((page) => !first.includes(page)).sort();
  const concrete = (page) => page.replace(/\[[^\]]+\]/g, placeholder);
  return { first: first.map(concrete), rest: rest.map(concrete) };
}

/**
 * Requests each path once, `concurrency` at a time (the machine may have two cores), and
 * resolves with how many answered and how long it took. Never rejects: a page that fails to
 * answer is simply cold for its first visitor.
 */
export async function warmPages(baseUrl, paths, { concurrency = 2, timeoutMs = 60_000 } = {}) {
  const started = performance.now();
  const queue = [...paths];
  let answered = 0;
  const worker = async () => {
    for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
      try {
        const res = await fetch(new URL(page, baseUrl), {
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
        await res.arrayBuffer();
        answered += 1;
      } catch {
        // cold for its first visitor, nothing worse
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { answered, ms: performance.now() - started };
}
