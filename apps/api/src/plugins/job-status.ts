import type { FastifyInstance } from "fastify";

/** What the metrics say about one background job of an app (docs/operations.md). */
export interface JobStatus {
  /** How often it runs: a last success older than twice this is worth an alert. */
  readonly periodSeconds: number;
  /** Unix seconds of the last run that completed; undefined until one has. */
  lastSuccessSeconds?: number;
  failures: number;
}

export interface JobTracker {
  succeeded(): void;
  failed(): void;
}

// Keyed by app: tests build many apps in one process and each keeps its own figures.
const jobsByApp = new WeakMap<FastifyInstance, Map<string, JobStatus>>();

export function jobStatuses(app: FastifyInstance): ReadonlyMap<string, JobStatus> {
  return jobsByApp.get(app) ?? new Map();
}

/** Registers a job under `name` (the `job` label) and answers how to record its runs. */
export function trackJob(app: FastifyInstance, name: string, periodMs: number): JobTracker {
  let jobs = jobsByApp.get(app);
  if (!jobs) {
    jobs = new Map();
    jobsByApp.set(app, jobs);
  }
  const status: JobStatus = { periodSeconds: periodMs / 1000, failures: 0 };
  jobs.set(name, status);
  return {
    succeeded() {
      status.lastSuccessSeconds = Date.now() / 1000;
    },
    failed() {
      status.failures++;
    },
  };
}
