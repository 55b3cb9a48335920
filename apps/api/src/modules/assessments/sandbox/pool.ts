import os from "node:os";
import { Worker } from "node:worker_threads";
import { appError } from "../../../errors/app-error";

export interface SandboxLimits {
  /** Wall-clock limit of one test (QuickJS interrupt handler). */
  timeMs: number;
  /** Total time of one job (a task's tests): the rest are marked timeout once it is spent. */
  jobBudgetMs: number;
  memoryBytes: number;
  stackBytes: number;
  /** console output kept per test. */
  outputBytes: number;
  /** Largest JSON of a returned value. */
  resultBytes: number;
}

export const defaultLimits: SandboxLimits = {
  timeMs: 500,
  jobBudgetMs: 2_000,
  memoryBytes: 32 * 1024 * 1024,
  stackBytes: 512 * 1024,
  outputBytes: 8 * 1024,
  resultBytes: 64 * 1024,
};

export interface SandboxJob {
  language: "javascript" | "typescript";
  code: string;
  functionName: string;
  tests: Array<{ id: string; args: unknown[] }>;
  limits?: Partial<SandboxLimits>;
}

export interface SandboxTestOutcome {
  testId: string;
  status: "ok" | "timeout" | "memory" | "runtime_error" | "output_limit" | "compile_error";
  timeMs: number;
  /** JSON text of `{v: returnedValue}` when status is ok. */
  actualJson?: string;
  message?: string;
  output: string;
}

interface Pending {
  id: number;
  job: SandboxJob & { limits: SandboxLimits };
  outcomes: Map<string, SandboxTestOutcome>;
  resolve(outcomes: SandboxTestOutcome[]): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  current?: Pending;
  watchdog?: NodeJS.Timeout;
}

export interface SandboxPoolOptions {
  size?: number;
  maxQueue?: number;
  /** Extra time a test may take beyond its limit before the worker is killed and replaced. */
  graceMs?: number;
}

const WORKER_URL = new URL("./worker.mjs", import.meta.url);

/**
 * A fixed pool of sandbox workers with a bounded FIFO queue: the API's event loop only
 * posts messages, so other requests stay fast while candidates' code runs. A worker whose
 * test overruns its limit by `graceMs` (native code the interrupt handler cannot stop) is
 * terminated and replaced; its unfinished tests are reported as timeouts.
 */
export class SandboxPool {
  readonly size: number;
  readonly maxQueue: number;
  private readonly graceMs: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: SandboxPoolOptions = {}) {
    this.size = options.size ?? Math.max(1, Math.min(4, os.availableParallelism() - 1));
    this.maxQueue = options.maxQueue ?? 64;
    this.graceMs = options.graceMs ?? 1_500;
  }

  /** Jobs waiting for a worker (not counting the running ones). */
  get queued(): number {
    return this.queue.length;
  }

  run(job: SandboxJob): Promise<SandboxTestOutcome[]> {
    if (this.closed) throw appError("SERVICE_UNAVAILABLE", "Sandbox is shutting down");
    if (this.queue.length >= this.maxQueue) {
      throw appError("SANDBOX_BUSY", "Too many code runs are waiting; try again soon", {
        headers: { "retry-after": "5" },
      });
    }
    return new Promise((resolve) => {
      this.queue.push({
        id: this.nextId++,
        job: { ...job, limits: { ...defaultLimits, ...job.limits } },
        outcomes: new Map(),
        resolve,
      });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) this.settle(pending, "Sandbox is shutting down");
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        clearTimeout(slot.watchdog);
        if (slot.current) this.settle(slot.current, "Sandbox is shutting down");
        await slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    if (this.closed) return;
    while (this.slots.length < this.size && this.queue.length > this.slots.length) this.spawn();
    for (const slot of this.slots) {
      if (!slot.ready || slot.current) continue;
      const pending = this.queue.shift();
      if (!pending) return;
      slot.current = pending;
      this.arm(slot);
      slot.worker.postMessage({ id: pending.id, ...pending.job });
    }
  }

  private spawn(): void {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: 256 } });
    const slot: Slot = { worker, ready: false };
    worker.unref();
    worker.on("message", (message: WorkerMessage) => this.onMessage(slot, message));
    worker.on("error", () => this.replace(slot, "Sandbox worker failed"));
    worker.on("exit", () => this.replace(slot, "Sandbox worker stopped"));
    this.slots.push(slot);
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if (message.type === "ready") {
      slot.ready = true;
      this.dispatch();
      return;
    }
    const pending = slot.current;
    if (!pending || pending.id !== message.jobId) return;
    if (message.type === "compiled") {
      this.arm(slot);
      return;
    }
    if (message.type === "test") {
      pending.outcomes.set(message.testId, { testId: message.testId, ...message.result });
      this.arm(slot);
      return;
    }
    clearTimeout(slot.watchdog);
    slot.current = undefined;
    this.settle(pending, "Not run");
    this.dispatch();
  }

  /** (Re)starts the watchdog for the test the worker is on now. */
  private arm(slot: Slot): void {
    clearTimeout(slot.watchdog);
    const limits = slot.current?.job.limits;
    if (!limits) return;
    slot.watchdog = setTimeout(
      () => this.replace(slot, "Time limit exceeded (stopped by the watchdog)"),
      limits.timeMs + this.graceMs,
    );
    slot.watchdog.unref();
  }

  private replace(slot: Slot, reason: string): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    clearTimeout(slot.watchdog);
    slot.worker.removeAllListeners();
    slot.worker.on("error", () => {});
    void slot.worker.terminate();
    if (slot.current) this.settle(slot.current, reason, "timeout");
    slot.current = undefined;
    this.dispatch();
  }

  private settle(
    pending: Pending,
    reason: string,
    status: SandboxTestOutcome["status"] = "runtime_error",
  ) {
    pending.resolve(
      pending.job.tests.map(
        (test) =>
          pending.outcomes.get(test.id) ?? {
            testId: test.id,
            status,
            timeMs: 0,
            message: reason,
            output: "",
          },
      ),
    );
  }
}

type WorkerMessage =
  | { type: "ready" }
  | { type: "done"; jobId: number }
  | { type: "compiled"; jobId: number }
  | {
      type: "test";
      jobId: number;
      testId: string;
      result: Omit<SandboxTestOutcome, "testId">;
    };
