import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import {
  REPLAY_EVENT_BUFFER_MAX_CHARS,
  REPLAY_NETWORK_BODY_MAX_CHARS,
  REPLAY_SEND_MAX_RETRIES,
} from "./constants";
import { browserOptions, replayOptions } from "./options";

const config = { dsn: "http://key@127.0.0.1:9/42", environment: "test" };

describe("error reporting options (spec §9)", () => {
  it("sample rates, tunnel and environment", () => {
    expect(browserOptions(config)).toEqual({
      dsn: config.dsn,
      environment: "test",
      tunnel: "/monitoring",
      tracesSampleRate: 1,
      replaysOnErrorSampleRate: 1,
      replaysSessionSampleRate: 0.1,
    });
  });

  it("replay: text not masked, media blocked, flush 5000–5500 ms, 1 h, 10000 mutations", () => {
    expect(replayOptions()).toEqual({
      maskAllText: false,
      blockAllMedia: true,
      flushMinDelay: 5_000,
      flushMaxDelay: 5_500,
      maxReplayDuration: 3_600_000,
      mutationLimit: 10_000,
      useCompression: false,
    });
  });

  it("the SDK's built-in replay limits are the spec's", () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve("@sentry/replay"), "utf8");
    const builtIn = (name: string) =>
      Number(new RegExp(`const ${name} = ([\\d.e]+);`).exec(source)?.[1]);
    expect(builtIn("REPLAY_MAX_EVENT_BUFFER_SIZE")).toBe(REPLAY_EVENT_BUFFER_MAX_CHARS);
    expect(builtIn("RETRY_MAX_COUNT")).toBe(REPLAY_SEND_MAX_RETRIES);
    expect(builtIn("NETWORK_BODY_MAX_SIZE")).toBe(REPLAY_NETWORK_BODY_MAX_CHARS);
    expect(REPLAY_EVENT_BUFFER_MAX_CHARS).toBe(20_000_000);
    expect(REPLAY_SEND_MAX_RETRIES).toBe(3);
    expect(REPLAY_NETWORK_BODY_MAX_CHARS).toBe(150_000);
  });
});
