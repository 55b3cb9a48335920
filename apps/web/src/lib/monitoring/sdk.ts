import * as Sentry from "@sentry/nextjs";
import type { MonitoringRuntimeConfig } from "@/lib/config/runtime";
import { browserOptions, replayOptions } from "./options";
import type { ErrorReport } from "./report";

/**
 * Loaded with import() after the page's load event (report.ts), never in first-load JS.
 * Initialises the SDK with spec §9's options and returns how a report is sent.
 */
export function initSentry(config: MonitoringRuntimeConfig): (report: ErrorReport) => void {
  Sentry.init({
    ...browserOptions(config),
    integrations: [
      // Page loads are traced; navigations are not: the SDK's app-router patch (a Proxy on
      // window.next.router, installed here after hydration) froze client-side redirects.
      Sentry.browserTracingIntegration({ instrumentNavigation: false }),
      Sentry.replayIntegration(replayOptions()),
    ],
  });
  return ({ error, level, tags, fingerprint }) => {
    Sentry.withScope((scope) => {
      scope.setLevel(level);
      if (tags) scope.setTags(tags);
      if (fingerprint) scope.setFingerprint(fingerprint);
      Sentry.captureException(error);
    });
  };
}
