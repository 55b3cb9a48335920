import type { NotifyDeps } from "./notify";

/**
 * The mail dependencies of the running app, for event sources that receive only a database
 * handle: the pipeline's single writer (moveCandidate) is called from a dozen places with an
 * Executor. It is configuration (the outbox writer and URLs), not state: every instance sets
 * its own and all of them write to the shared outbox. Unset (scripts, the seed): no
 * notifications from those sources.
 */
let current: NotifyDeps | undefined;

export function setNotificationDeps(deps: NotifyDeps): void {
  current = deps;
}

export const notificationDeps = (): NotifyDeps | undefined => current;
