// An open-loop load generator: requests are due at a constant rate (evenly spaced, as wrk2
// does), whatever the server's speed, and each latency is measured from the moment its request
// was due, so time spent waiting for a free connection counts ("coordinated omission" corrected).
// autocannon's `overallRate` instead lets every connection send its whole per-second quota at
// the start of each second, so a "200 req/s" step arrives as bursts of 64 simultaneous requests
// and its p99 measures how long a burst takes to drain.
// Requests go through undici's connection pools: node:http's client cost the generator about
// 0.3 ms of CPU per request, a fifth of what the two cores it shares with the API and the
// database had to spare at 1,000 req/s.
import { Pool } from "undici";

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * Keep-alive connection pools to `bases` (at most `connections` in all), to share between steps:
 * reconnecting all of them at the start of every step stalled its first second.
 */
export function createLoadClient({ bases, connections, timeoutMs = 10_000 }) {
  const perPool = Math.ceil(connections / bases.length);
  const pools = bases.map(
    (b) =>
      new Pool(b, {
        connections: perPool,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      }),
  );
  return {
    pools,
    /** Opens every connection (one `/health` request on each), as a long-running client has. */
    async connect() {
      await Promise.all(
        pools.flatMap((pool) =>
          Array.from({ length: perPool }, () =>
            pool.request({ method: "GET", path: "/health" }).then(async (res) => {
              for await (const _chunk of res.body);
            }),
          ),
        ),
      );
    },
    close: () => Promise.all(pools.map((pool) => pool.destroy())),
  };
}

/**
 * Sends `rate` requests per second for `seconds`, over at most `connections` keep-alive
 * connections (shared round-robin between `bases` when several API instances serve the same
 * database), or over `client`'s (createLoadClient). `nextRequest(context)` returns
 * `{ method, path, headers, body }`; `onResponse` (optional) is called with `(status, context)`.
 * Resolves with the achieved rate, latency percentiles (ms, also per `context.kind` when the
 * request sets one, with its mean response body in bytes) and error counts once every request
 * has answered or timed out.
 */
export async function runOpenLoop({
  base,
  bases = [base],
  client,
  rate,
  seconds,
  connections,
  timeoutMs = 10_000,
  nextRequest,
  onResponse = () => {},
}) {
  const own = client ? null : createLoadClient({ bases, connections, timeoutMs });
  const { pools } = client ?? own;
  const latencies = [];
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  let inFlight = 0;
  let peakInFlight = 0;
  const byKind = new Map();
  /** The worst latency of the requests due in each second of the step (to spot stalls). */
  const worstBySecond = [];
  const total = Math.round(rate * seconds);
  const intervalMs = 1000 / rate;

  const send = (dueAt, index) =>
    new Promise((resolve) => {
      const context = {};
      const { method, path, headers, body } = nextRequest(context);
      inFlight += 1;
      peakInFlight = Math.max(peakInFlight, inFlight);
      let settled = false;
      const finish = (status, bytes = 0) => {
        if (settled) return;
        settled = true;
        inFlight -= 1;
        const latency = performance.now() - dueAt;
        latencies.push(latency);
        const second = Math.floor((dueAt - started) / 1000);
        worstBySecond[second] = Math.max(worstBySecond[second] ?? 0, latency);
        if (context.kind) {
          if (!byKind.has(context.kind)) byKind.set(context.kind, { latencies: [], bytes: 0 });
          const kind = byKind.get(context.kind);
          kind.latencies.push(latency);
          kind.bytes += bytes;
        }
        if (status >= 400) non2xx += 1;
        onResponse(status, context);
        resolve();
      };
      const pool = pools[index % pools.length];
      pool
        .request({ method, path, headers, body })
        .then(async (res) => {
          let bytes = 0;
          // Read to the end: the connection is reused.
          for await (const chunk of res.body) bytes += chunk.length;
          finish(res.statusCode, bytes);
        })
        .catch((error) => {
          if (error?.code === "UND_ERR_HEADERS_TIMEOUT" || error?.code === "UND_ERR_BODY_TIMEOUT")
            timeouts += 1;
          else errors += 1;
          finish(0);
        });
    });

  const pending = [];
  const started = performance.now();
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + sent * intervalMs <= now) {
        pending.push(send(started + sent * intervalMs, sent));
        sent += 1;
      }
      if (sent >= total) resolve();
      else setTimeout(tick, Math.max(0, Math.min(intervalMs, started + sent * intervalMs - now)));
    };
    tick();
  });
  await Promise.all(pending);
  const elapsedS = (performance.now() - started) / 1000;
  await own?.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: total,
    achieved: total / Math.max(seconds, elapsedS),
    p50: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    errors,
    timeouts,
    non2xx,
    peakInFlight,
    worstBySecond: Array.from(worstBySecond, (v) => v ?? 0),
    byKind: Object.fromEntries(
      [...byKind].map(([kind, { latencies: list, bytes }]) => {
        list.sort((a, b) => a - b);
        const n = list.length;
        return [
          kind,
          { n, p50: percentile(list, 0.5), p99: percentile(list, 0.99), bytes: bytes / n },
        ];
      }),
    ),
  };
}
