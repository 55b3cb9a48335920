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
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
