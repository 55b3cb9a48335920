import {
  type MonitoringRuntimeConfig,
  RUNTIME_CONFIG_EVENT,
  readRuntimeConfig,
} from "@/lib/config/runtime";

/**
 * The browser's side of error reporting that ships in first-load JS (ADR 0036): a queue and two
 * window listeners. The Sentry SDK itself is imported after the page's `load` event, only when
 * the runtime config has `monitoring`; what happened before that is sent once it is ready.
 */
export type ErrorReport = {
  error: unknown;
  level: "error" | "warning";
  tags?: Record<string, string>;
  fingerprint?: string[];
};

type Sink = (report: ErrorReport) => void;

const MAX_PENDING = 50;
/** How long after the page's load event the SDK starts loading, then at an idle moment… */
const SDK_SETTLE_DELAY_MS = 2_000;
/** …waiting at most this long for one. */
const SDK_IDLE_TIMEOUT_MS = 3_000;

type MonitoringState = {
  /** Reports waiting for the SDK; null once reporting is known to be off. */
  pending: ErrorReport[] | null;
  sink: Sink | null;
  started: boolean;
  /** True once the replay recorder runs: errors from then on carry a replay (browser tests wait for it). */
  replayReady: boolean;
};

// On globalThis, not in module variables: instrumentation-client and the app's chunks then
// share one queue even if a bundler gave them separate copies of this module.
const holder = globalThis as typeof globalThis & { __encajaMonitoring?: MonitoringState };
holder.__encajaMonitoring ??= { pending: [], sink: null, started: false, replayReady: false };
const state: MonitoringState = holder.__encajaMonitoring;

/** Sends a report (or keeps it until the SDK is loaded); a no-op when reporting is off. */
export function reportError(report: ErrorReport): void {
  if (typeof window === "undefined") return;
  if (state.sink) {
    state.sink(report);
    return;
  }
  if (state.pending && state.pending.length < MAX_PENDING) state.pending.push(report);
}

const onWindowError = (event: ErrorEvent) =>
  reportError({ error: event.error ?? event.message, level: "error" });
const onRejection = (event: PromiseRejectionEvent) =>
  reportError({ error: event.reason, level: "error" });

function stopListening(): void {
  window.removeEventListener("error", onWindowError);
  window.removeEventListener("unhandledrejection", onRejection);
}

function turnOff(): void {
  stopListening();
  state.pending = null;
}

async function loadSdk(config: MonitoringRuntimeConfig): Promise<void> {
  try {
    const { initSentry } = await import("./sdk");
    const send = initSentry(config, () => {
      state.replayReady = true;
    });
    // From here on the SDK's own global handlers see uncaught errors.
    stopListening();
    state.sink = send;
    const early = state.pending ?? [];
    state.pending = null;
    for (const report of early) send(report);
  } catch {
    // The SDK chunk did not load (offline, deploy in progress): reporting stays off.
    turnOff();
  }
}

function whenConfigured(run: (monitoring: MonitoringRuntimeConfig | null) => void): void {
  const config = readRuntimeConfig();
  if (config) {
    run(config.monitoring);
    return;
  }
  window.addEventListener(
    RUNTIME_CONFIG_EVENT,
    () => run(readRuntimeConfig()?.monitoring ?? null),
    { once: true },
  );
}

/** Runs `run` at the main thread's next idle moment, or after `timeoutMs` at the latest. */
export function afterIdle(run: () => void, timeoutMs: number): void {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(run, { timeout: timeoutMs });
  } else {
    window.setTimeout(run, Math.min(timeoutMs, 500));
  }
}

/** Called once from instrumentation-client.ts, before the app hydrates. */
export function startMonitoring(): void {
  if (typeof window === "undefined" || state.started) return;
  state.started = true;
  window.addEventListener("error", onWindowError);
  window.addEventListener("unhandledrejection", onRejection);
  whenConfigured((monitoring) => {
    if (!monitoring) {
      turnOff();
      return;
    }
    // A while after the load event, at an idle moment: the SDK chunk (~100 kB gzip with the
    // replay recorder) is parsed and started once the page has settled, not while hydration,
    // the session check or a guard's redirect waits for the main thread (ADR 0036). Errors
    // before that wait in the queue; the page-load trace reads the browser's buffered timings.
    const load = () =>
      window.setTimeout(
        () => afterIdle(() => void loadSdk(monitoring), SDK_IDLE_TIMEOUT_MS),
        SDK_SETTLE_DELAY_MS,
      );
    if (document.readyState === "complete") load();
    else window.addEventListener("load", load, { once: true });
  });
}
