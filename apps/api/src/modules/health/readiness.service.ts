import type { DemoDataStatus, ReadinessCheck, ReadinessResponse } from "@encaja/contracts";
import type { MigrationStatus } from "@encaja/db/queries";
import { TimeoutError, withTimeout } from "../../lib/with-timeout";

/** Each check answers within this, so a load balancer's probe never hangs. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

export interface ReadinessDeps {
  ping(): Promise<void>;
  migrations(): Promise<MigrationStatus>;
  /** Undefined with MATCH_INDEX=sql: rankings need no index then. */
  matchIndex: { readonly state: string } | undefined;
  /** Undefined until the app has a file store. */
  storage: { check(): Promise<void> } | undefined;
  shuttingDown: boolean;
  /** The demo data's planned and loaded steps (the database's record, whoever loads them). */
  demoDataProgress(): Promise<{ steps: number; completed: number }>;
  /** This instance gave up loading the demo data. */
  demoDataFailed: boolean;
  /** The real error of a failing check goes to the log; the answer only names the part. */
  logFailure(part: string, error: unknown): void;
  timeoutMs?: number;
}

type Part = keyof ReadinessResponse["checks"];

const ok = (detail?: string): ReadinessCheck =>
  detail ? { status: "ok", detail } : { status: "ok" };
const failing = (detail: string): ReadinessCheck => ({ status: "failing", detail });

async function bounded(
  deps: ReadinessDeps,
  part: Part,
  check: () => Promise<ReadinessCheck>,
  failure: string,
): Promise<ReadinessCheck> {
  try {
    return await withTimeout(check(), deps.timeoutMs ?? READINESS_CHECK_TIMEOUT_MS);
  } catch (error) {
    deps.logFailure(part, error);
    return failing(error instanceof TimeoutError ? error.message : failure);
  }
}

/** Whether this instance may take traffic, and which part fails when it may not. */
export async function readiness(deps: ReadinessDeps): Promise<ReadinessResponse> {
  const index = deps.matchIndex;
  const storage = deps.storage;
  const [database, migrations, storageCheck, demoData] = await Promise.all([
    bounded(
      deps,
      "database",
      async () => {
        await deps.ping();
        return ok();
      },
      "the query failed",
    ),
    bounded(
      deps,
      "migrations",
      async () => {
        const { expected, applied, pending } = await deps.migrations();
        return pending === 0
          ? ok(`${applied} applied`)
          : failing(`${pending} of ${expected} not applied`);
      },
      "the migrations table could not be read",
    ),
    storage
      ? bounded(
          deps,
          "storage",
          async () => {
            await storage.check();
            return ok();
          },
          "unreachable",
        )
      : Promise.resolve<ReadinessCheck>({ status: "skipped", detail: "no file store" }),
    demoDataStatus(deps),
  ]);
  const matchIndex: ReadinessCheck = !index
    ? { status: "skipped", detail: "MATCH_INDEX=sql" }
    : index.state === "ready"
      ? ok()
      : failing(index.state);
  const checks = { database, migrations, matchIndex, storage: storageCheck };
  const ready =
    !deps.shuttingDown && Object.values(checks).every((check) => check.status !== "failing");
  return {
    status: ready ? "ok" : "unavailable",
    shuttingDown: deps.shuttingDown,
    checks,
    demoData,
  };
}

/** Reported beside the checks, never one of them: the app is usable while the demo data loads. */
async function demoDataStatus(deps: ReadinessDeps): Promise<DemoDataStatus> {
  try {
    const { steps, completed } = await withTimeout(
      deps.demoDataProgress(),
      deps.timeoutMs ?? READINESS_CHECK_TIMEOUT_MS,
    );
    const state =
      steps === 0
        ? "none"
        : completed === steps
          ? "ready"
          : deps.demoDataFailed
            ? "failed"
            : "loading";
    return { state, loaded: completed, steps };
  } catch (error) {
    deps.logFailure("demoData", error);
    return { state: "unknown", loaded: 0, steps: 0 };
  }
}
