#!/usr/bin/env node
// npm run bench:app-compare -- --base=DIR — this checkout's signed-in pages against another
// copy's, on the same machine at the same time: the speed of this machine changes by 2× within
// a day, so two bench:app runs an hour apart compare the machine as much as the code. Each copy
// gets its own API (this checkout's code) and web app on the same DATABASE_URL, which must hold
// bench:app's data (run bench:app on it first); visits alternate A, B, B, A… per page, 4× CPU.
// DIR is a copy of the repository with its own install, e.g.
//   cp -a . /tmp/encaja-base && rm -rf /tmp/encaja-base/apps/web/.next
//   git -C /tmp/encaja-base checkout <rev> -- apps/web packages
// (its web app is built there when it has no build).
//   --pages=pipeline,developer   --visits=8
// Known bias, cause not found: A/A runs (the same code on both sides) favour the stack started
// first, by 0.3–0.6 s and 25–260 ms of TBT per page; run an A/A first and read A/B against it.
import path from "node:path";
import { chromium } from "@playwright/test";
import { existingBenchOffersIn } from "./lib/app-data.mjs";
import { benchPages } from "./lib/app-pages.mjs";
import { signedInPage, signIn, visit } from "./lib/app-session.mjs";
import { waitForHttp } from "./lib/processes.mjs";
import { median } from "./lib/stats.mjs";
import { startWebStack } from "./lib/web-server.mjs";

const arg = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const base = arg("base");
const visits = Number(arg("visits") ?? 8);
const keys = (arg("pages") ?? "pipeline,talent,customer,developer,interviewer").split(",");
const databaseUrl = process.env.DATABASE_URL;
const cleanups = [];

async function main() {
  if (!base || !databaseUrl) throw new Error("usage: DATABASE_URL=… bench:app-compare --base=DIR");
  const offers = await existingBenchOffersIn(databaseUrl);
  if (!offers) throw new Error("no bench:app data in DATABASE_URL: run bench:app on it first");
  const stacks = {
    A: await startWebStack(cleanups, { databaseUrl }),
    B: await startWebStack(cleanups, { databaseUrl, checkout: path.resolve(base) }),
  };
  const pages = {};
  for (const [name, stack] of Object.entries(stacks)) {
    await waitForHttp(`${stack.apiUrl}/health/ready`, 600_000);
    pages[name] = await benchPages({ apiUrl: stack.apiUrl, signIn, ...offers });
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-background-networking", "--disable-gpu"],
  });
  cleanups.push(() => browser.close());
  console.log(`\nbench:app-compare — A: this checkout, B: ${base}; ${visits} visits each, 4×\n`);
  console.log("| page | data on screen A / B | TBT A / B |");
  console.log("| --- | ---: | ---: |");
  for (const key of keys) {
    const open = {};
    for (const [name, stack] of Object.entries(stacks)) {
      const spec = pages[name].find((p) => p.key === key);
      const { page, context } = await signedInPage(browser, {
        ...stack,
        account: spec.account,
        throttle: 4,
      });
      await visit(page, spec);
      open[name] = { page, context, spec, results: [] };
    }
    for (let i = 0; i < visits; i++) {
      for (const name of i % 2 ? ["B", "A"] : ["A", "B"]) {
        const { page, spec, results } = open[name];
        results.push(await visit(page, spec));
      }
    }
    const pick = (name, k) => median(open[name].results.map((r) => r[k]));
    console.log(
      `| ${open.A.spec.label} | ${(pick("A", "shown") / 1000).toFixed(2)} / ${(pick("B", "shown") / 1000).toFixed(2)} s | ${Math.round(pick("A", "tbt"))} / ${Math.round(pick("B", "tbt"))} ms |`,
    );
    for (const { context } of Object.values(open)) await context.close();
  }
}

try {
  await main();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
