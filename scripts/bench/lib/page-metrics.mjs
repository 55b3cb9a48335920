// In-page measurement for bench:app: long tasks (for total blocking time), paint, resources and
// Event Timing entries (for INP), and zod schemas built, recorded by an init script from the
// document's start.

/** Runs in the page before its own scripts: keeps what the observers see on `window`. */
function recorder() {
  const m = { longTasks: [], events: [], fcp: null, schemas: 0 };
  Object.defineProperty(window, "__benchMetrics", { value: m });
  // zod calls this hook once per schema object it builds (zod/v4/core/core.js).
  globalThis.__zod_globalConfig = {
    postProcessor() {
      m.schemas++;
    },
  };
  const observe = (type, onEntry, extra = {}) => {
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) onEntry(e);
      }).observe({ type, buffered: true, ...extra });
    } catch {}
  };
  observe("longtask", (e) => m.longTasks.push([e.startTime, e.duration]));
  observe("paint", (e) => {
    if (e.name === "first-contentful-paint") m.fcp = e.startTime;
  });
  // Every event, not only those with an interactionId: a drop has none, and a drag and drop's
  // latency is its drop's (or dragend's) processing until the next frame.
  observe("event", (e) => m.events.push([e.interactionId, e.name, e.startTime, e.duration]), {
    durationThreshold: 16,
  });
}

/** Installs the recorder on every document `context` opens. */
export const installRecorder = (context) => context.addInitScript(recorder);

/**
 * Waits until `ready(arg)`, evaluated in the page every 20 ms, returns a time (it returns
 * `performance.now()` when its condition holds, false before): the time since the navigation
 * started when the condition first held. (A function, not a string: the CSP forbids eval.)
 */
export async function timeUntil(page, ready, arg) {
  const handle = await page.waitForFunction(ready, arg, { polling: 20, timeout: 60_000 });
  return handle.jsonValue();
}

/** Waits until no long task started in the last `quietMs` (or `maxMs` passed). */
export async function settle(page, quietMs = 1000, maxMs = 10_000) {
  const started = Date.now();
  for (;;) {
    const last = await page.evaluate(() => {
      const tasks = window.__benchMetrics.longTasks;
      const end = tasks.length ? tasks.at(-1)[0] + tasks.at(-1)[1] : 0;
      return performance.now() - end;
    });
    if (last >= quietMs || Date.now() - started > maxMs) return;
    await page.waitForTimeout(Math.min(250, quietMs - last));
  }
}

/**
 * Total blocking time as Lighthouse counts it (each long task's time past 50 ms) from first
 * contentful paint to `until`; script bytes (compressed, as sent) of the document.
 */
export function pageFigures(page, until) {
  return page.evaluate((end) => {
    const m = window.__benchMetrics;
    const from = m.fcp ?? 0;
    let tbt = 0;
    for (const [start, duration] of m.longTasks) {
      if (start + duration < from || start > end) continue;
      tbt += Math.max(0, duration - 50);
    }
    const scripts = performance
      .getEntriesByType("resource")
      .filter((r) => r.initiatorType === "script" || /\.js(\?|$)/.test(r.name));
    return {
      tbt,
      fcp: m.fcp,
      jsKb: scripts.reduce((sum, r) => sum + (r.encodedBodySize || 0), 0) / 1024,
    };
  }, until);
}

/** How many zod schema objects the page has built so far. */
export const schemasBuilt = (page) => page.evaluate(() => window.__benchMetrics.schemas);

/** Marks where an interaction's events start in the recording. */
export const eventMark = (page) => page.evaluate(() => window.__benchMetrics.events.length);

/**
 * The interaction latency since `mark`: the longest event duration recorded after it (what INP
 * takes per interaction). 0 when none passed 16 ms.
 */
export function interactionSince(page, mark) {
  return page.evaluate((from) => {
    const events = window.__benchMetrics.events.slice(from);
    return events.reduce((max, [, , , duration]) => Math.max(max, duration), 0);
  }, mark);
}
