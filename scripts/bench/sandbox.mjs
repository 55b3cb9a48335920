#!/usr/bin/env node
// npm run bench:sandbox — the code sandbox under load: sample runs/s and p95 for a typical
// submission, full-submission latency, and GET /health p95 while 20 hostile submissions
// (infinite loops, memory bombs, deep recursion) run. Embedded database (PGlite).
import os from "node:os";
import path from "node:path";
import { register } from "tsx/esm/api";
import { repoRoot, startApi } from "./lib/api-server.mjs";

register();
const { CODE_ASSESSMENT_ID, codeSolutions: solutions } = await import(
  path.join(repoRoot, "apps/api/src/testing/code-solutions.ts")
);
const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HOSTILE = 20;
const cleanups = [];

const hostile = {
  "sum-of-evens": "function sumOfEvens() { while (true) {} }",
  palindrome:
    "function isPalindrome() { const a = []; while (true) a.push([a.length, {}, 'x' + a.length]); }",
  "merge-intervals": "function mergeIntervals(x) { return mergeIntervals(x) + 1; }",
};
const languageOf = (taskId) => (taskId === "palindrome" ? "typescript" : "javascript");

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (v) => `${v.toFixed(1)} ms`;

async function main() {
  const base = await startApi(cleanups, { databaseUrl: "", demoSeed: false });

  let ip = 1;
  const call = async (method, url, token, body) => {
    const started = performance.now();
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        // Registrations are rate-limited per client address: spread them (trusted loopback proxy).
        "x-forwarded-for": `10.9.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return {
      status: res.status,
      json: text ? JSON.parse(text) : undefined,
      ms: performance.now() - started,
    };
  };
  const developer = async (n) => {
    const res = await call("POST", "/auth/register", null, {
      role: "developer",
      email: `bench-sandbox-${n}-${Date.now()}@bench.encaja.dev`,
      password: "Bench-Sandbox-2026!",
      firstName: "Bench",
      lastName: `Dev ${n}`,
    });
    if (res.status !== 201) throw new Error(`register → ${res.status} ${JSON.stringify(res.json)}`);
    const token = res.json.access_token;
    const attempt = await call("POST", `/assessments/${CODE_ASSESSMENT_ID}/attempts`, token);
    if (attempt.status !== 201) throw new Error(`start → ${attempt.status}`);
    return { token, attemptId: attempt.json.id };
  };
  const saveAll = async (dev, code) => {
    for (const [taskId, source] of Object.entries(code)) {
      const res = await call("POST", `/attempts/${dev.attemptId}/answers`, dev.token, {
        questionId: taskId,
        answer: { language: languageOf(taskId), code: source },
      });
      if (res.status !== 200) throw new Error(`save → ${res.status}`);
    }
  };

  console.log(
    `\nbench:sandbox — ${os.availableParallelism()} CPUs, PGlite, ${RUN_SECONDS}s run phase\n`,
  );

  // 1. Sample runs of a typical (correct) solution: 4 developers, each running in a loop
  // (the API allows one run at a time per developer).
  const runners = [];
  for (let c = 0; c < 4; c++) runners.push(await developer(`runner-${c}`));
  const tasks = Object.keys(solutions);
  // warm-up (worker start)
  await call("POST", `/attempts/${runners[0].attemptId}/runs`, runners[0].token, {
    taskId: "palindrome",
    language: "typescript",
    code: solutions.palindrome,
  });
  const runLatencies = [];
  let runErrors = 0;
  const until = Date.now() + RUN_SECONDS * 1000;
  await Promise.all(
    runners.map(async (runner, c) => {
      for (let i = c; Date.now() < until; i++) {
        const taskId = tasks[i % tasks.length];
        const res = await call("POST", `/attempts/${runner.attemptId}/runs`, runner.token, {
          taskId,
          language: languageOf(taskId),
          code: solutions[taskId],
        });
        if (res.status === 200 && res.json.passed === res.json.total) runLatencies.push(res.ms);
        else runErrors++;
      }
    }),
  );
  console.log("Sample runs (3 sample tests each, 4 developers running concurrently)");
  console.log(
    `  runs/s: ${(runLatencies.length / RUN_SECONDS).toFixed(1)}   ok: ${runLatencies.length}   errors: ${runErrors}`,
  );
  console.log(`  p50: ${ms(pct(runLatencies, 50))}   p95: ${ms(pct(runLatencies, 95))}`);

  // 2. Full submissions (3 tasks, samples + hidden tests), one after another.
  const submitLatencies = [];
  for (let n = 0; n < 8; n++) {
    const dev = await developer(`submit-${n}`);
    await saveAll(dev, solutions);
    const res = await call("POST", `/attempts/${dev.attemptId}/submit`, dev.token);
    if (res.status !== 200 || res.json.result?.score !== 100)
      throw new Error(`submit → ${res.status}`);
    submitLatencies.push(res.ms);
  }
  console.log("\nTypical submission (3 tasks, 26 tests), sequential");
  console.log(`  p50: ${ms(pct(submitLatencies, 50))}   p95: ${ms(pct(submitLatencies, 95))}`);

  // 3. GET /health while 20 hostile submissions run.
  const hostiles = [];
  for (let n = 0; n < HOSTILE; n++) {
    const dev = await developer(`hostile-${n}`);
    await saveAll(dev, hostile);
    hostiles.push(dev);
  }
  const started = performance.now();
  let finished = 0;
  const statuses = {};
  const submissions = hostiles.map((dev) =>
    call("POST", `/attempts/${dev.attemptId}/submit`, dev.token).then((res) => {
      finished++;
      const key =
        res.status === 200
          ? `200 score=${res.json.result?.score}`
          : `${res.status} ${res.json?.code}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }),
  );
  const health = [];
  const healthUntil = Date.now() + 20_000;
  while (finished < HOSTILE && Date.now() < healthUntil) {
    const res = await call("GET", "/health");
    if (res.status === 200) health.push(res.ms);
    await new Promise((r) => setTimeout(r, 25));
  }
  console.log(`\nGET /health while ${HOSTILE} hostile submissions run (${health.length} requests)`);
  console.log(
    `  p50: ${ms(pct(health, 50))}   p95: ${ms(pct(health, 95))}   max: ${ms(Math.max(...health))}   (target p95 ≤ 50 ms)`,
  );
  await Promise.race([Promise.all(submissions), new Promise((r) => setTimeout(r, 240_000))]);
  console.log(
    `  hostile submissions answered: ${finished}/${HOSTILE} in ${((performance.now() - started) / 1000).toFixed(1)} s → ${JSON.stringify(statuses)}`,
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
