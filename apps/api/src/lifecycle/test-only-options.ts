import type { BuildAppOptions } from "../app";

export type TestOnlyOptions = Pick<
  BuildAppOptions,
  "faultInjection" | "responseSerializer" | "jobsFirstDelayMs"
>;

/**
 * The compiled server's test-only buildApp options (ADR 0052). The browser suite and the
 * process tests run `dist/server.mjs`, whose only input is its environment, so these arrive
 * as ENCAJA_TEST_* variables: read here and nowhere else, never part of the configuration
 * (config.ts, docs/configuration.md), and each one set is named in a start-up warning.
 */
export function testOnlyOptions(env: NodeJS.ProcessEnv): {
  options: TestOnlyOptions;
  warnings: string[];
} {
  const options: TestOnlyOptions = {};
  const warnings: string[] = [];
  if (env.ENCAJA_TEST_FAULT_INJECTION === "1") {
    options.faultInjection = true;
    warnings.push("ENCAJA_TEST_FAULT_INJECTION: GET/POST /__fault/500 answers a deliberate 500");
  }
  if (env.ENCAJA_TEST_COMPARE_SERIALIZERS === "1") {
    options.responseSerializer = "compare";
    warnings.push("ENCAJA_TEST_COMPARE_SERIALIZERS: every answer is written twice and compared");
  }
  const firstDelay = env.ENCAJA_TEST_JOBS_FIRST_DELAY_MS;
  if (firstDelay && /^\d{1,7}$/.test(firstDelay)) {
    options.jobsFirstDelayMs = Number(firstDelay);
    warnings.push(
      `ENCAJA_TEST_JOBS_FIRST_DELAY_MS: background jobs first run after ${firstDelay} ms`,
    );
  }
  return { options, warnings };
}
