import type { MonitoringRuntimeConfig } from "@/lib/config/runtime";
import {
  REPLAY_FLUSH_MAX_DELAY_MS,
  REPLAY_FLUSH_MIN_DELAY_MS,
  REPLAY_MAX_DURATION_MS,
  REPLAY_MUTATION_LIMIT,
  REPLAYS_ON_ERROR_SAMPLE_RATE,
  REPLAYS_SESSION_SAMPLE_RATE,
  TRACES_SAMPLE_RATE,
  TUNNEL_PATH,
} from "./constants";

/** `Sentry.init` options for the browser (spec §9), without the integrations. */
export function browserOptions(config: MonitoringRuntimeConfig) {
  return {
    dsn: config.dsn,
    environment: config.environment,
    tunnel: TUNNEL_PATH,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
  } as const;
}

/** `replayIntegration` options (spec §9). */
export function replayOptions() {
  return {
    maskAllText: false,
    blockAllMedia: true,
    flushMinDelay: REPLAY_FLUSH_MIN_DELAY_MS,
    flushMaxDelay: REPLAY_FLUSH_MAX_DELAY_MS,
    maxReplayDuration: REPLAY_MAX_DURATION_MS,
    mutationLimit: REPLAY_MUTATION_LIMIT,
    // The compression worker would start from a blob: URL, which the CSP's script-src refuses
    // (ADR 0018); replays are sent as plain JSON instead (ADR 0036).
    useCompression: false,
  } as const;
}
