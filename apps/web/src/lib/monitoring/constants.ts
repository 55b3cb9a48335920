/**
 * Error reporting constants of product spec §9 (ADR 0036), in one place. Those the
 * SDK takes as options are passed in `options.ts`; the others are @sentry/replay 11.0.0's
 * built-in values, pinned here so a test notices if an upgrade changes them.
 */

/** Performance traces: every page load and navigation. */
export const TRACES_SAMPLE_RATE = 1;
/** Replays of sessions that hit an error: all of them. */
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 1;
/** Replays of whole sessions: one in ten. */
export const REPLAYS_SESSION_SAMPLE_RATE = 0.1;

/** Same-origin tunnel path the browser sends envelopes to (app/monitoring/route.ts). */
export const TUNNEL_PATH = "/monitoring";

/** Replay flushes between these two delays (SDK options flushMinDelay / flushMaxDelay). */
export const REPLAY_FLUSH_MIN_DELAY_MS = 5_000;
export const REPLAY_FLUSH_MAX_DELAY_MS = 5_500;
/** Longest replay (SDK option maxReplayDuration). */
export const REPLAY_MAX_DURATION_MS = 60 * 60 * 1000;
/** DOM mutations in one batch before recording stops (SDK option mutationLimit). */
export const REPLAY_MUTATION_LIMIT = 10_000;

/** SDK built-in REPLAY_MAX_EVENT_BUFFER_SIZE: characters buffered before a segment is cut. */
export const REPLAY_EVENT_BUFFER_MAX_CHARS = 20_000_000;
/** SDK built-in RETRY_MAX_COUNT: a failed replay segment is sent again at most this often. */
export const REPLAY_SEND_MAX_RETRIES = 3;
/** SDK built-in NETWORK_BODY_MAX_SIZE: captured network bodies are cut at this many characters. */
export const REPLAY_NETWORK_BODY_MAX_CHARS = 150_000;
