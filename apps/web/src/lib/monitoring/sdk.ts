import * as Sentry from "@sentry/nextjs";
import type { MonitoringRuntimeConfig } from "@/lib/config/runtime";
import { browserOptions, replayOptions } from "./options";
import { afterIdle, type ErrorReport } from "./report";

/** How long after the SDK starts the replay recorder may wait for an idle moment. */
const REPLAY_IDLE_TIMEOUT_MS = 5_000;

/**
 * Loaded with import() after the page's load event (report.ts), never in first-load JS.
 * Initialises the SDK with spec §9's options and returns how a report is sent.
 */
export function initSentry(
  config: MonitoringRuntimeConfig,
  onReplayReady: () => void,
): (report: ErrorReport) => void {
  Sentry.init({
    ...browserOptions(config),
    integrations: [
      // Page loads are traced; navigations are not: the SDK's app-router patch (a Proxy on
      // window.next.router, installed here after hydration) froze client-side redirects.
      Sentry.browserTracingIntegration({ instrumentNavigation: false }),
    ],
  });
  // The replay recorder (rrweb, buffering all the time for replaysOnErrorSampleRate 1) starts
  // when the main thread is first idle, not in the middle of hydration and the session check:
  // started with the SDK it delayed client-side redirects past a second on 2 cores (ADR 0036).
  // Its sample rates are the client's options above.
  afterIdle(() => {
    Sentry.addIntegration(Sentry.replayIntegration(replayOptions()));
    onReplayReady();
  }, REPLAY_IDLE_TIMEOUT_MS);
  return ({ error, level, tags, fingerprint }) => {
    Sentry.withScope((scope) => {
      scope.setLevel(level);
      if (tags) scope.setTags(tags);
      if (fingerprint) scope.setFingerprint(fingerprint);
      Sentry.captureException(error);
    });
  };
}
