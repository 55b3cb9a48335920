import { z } from "zod";

export const HealthResponse = z.object({ status: z.literal("ok"), db: z.literal("ok") });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** `GET /health/live`: the process answers (no dependency is consulted). */
export const LivenessResponse = z.object({ status: z.literal("ok") });
export type LivenessResponse = z.infer<typeof LivenessResponse>;

/** One dependency of readiness; `detail` says why it fails (never an internal address). */
export const ReadinessCheck = z.object({
  status: z.enum(["ok", "failing", "skipped"]),
  detail: z.string().optional(),
});
export type ReadinessCheck = z.infer<typeof ReadinessCheck>;

/**
 * The demo data (ARCHITECTURE §9), which loads in the background after a first start: it never
 * makes an instance unready. `none`: no demo data was planned in this database; `loading`: steps
 * remain (the app answers meanwhile); `ready`: all loaded; `failed`: this instance stopped loading
 * after an error (the next start goes on); `unknown`: the progress could not be read.
 */
export const DemoDataStatus = z.object({
  state: z.enum(["none", "loading", "ready", "failed", "unknown"]),
  /** Steps loaded, of `steps` planned. */
  loaded: z.number().int().nonnegative(),
  steps: z.number().int().nonnegative(),
});
export type DemoDataStatus = z.infer<typeof DemoDataStatus>;

/** `GET /health/ready`, the same shape with 200 (ready) and 503 (not ready). */
export const ReadinessResponse = z.object({
  status: z.enum(["ok", "unavailable"]),
  /** The instance received SIGTERM: it finishes its requests and takes no new traffic. */
  shuttingDown: z.boolean(),
  checks: z.object({
    database: ReadinessCheck,
    migrations: ReadinessCheck,
    matchIndex: ReadinessCheck,
    storage: ReadinessCheck,
  }),
  demoData: DemoDataStatus,
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
