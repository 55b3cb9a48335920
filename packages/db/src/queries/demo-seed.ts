import { asc, eq, sql } from "drizzle-orm";
import { demoSeedSteps } from "../schema";
import type { Executor } from "./executor";

export type DemoSeedCursor = Record<string, unknown>;

export interface DemoSeedStepRow {
  step: string;
  cursor: DemoSeedCursor | null;
  completed: boolean;
}

/** Records the demo data's steps, in order, as still to load (with the demo accounts). */
export async function planDemoSeedSteps(db: Executor, steps: readonly string[]): Promise<void> {
  if (steps.length === 0) return;
  await db
    .insert(demoSeedSteps)
    .values(steps.map((step, position) => ({ step, position })))
    .onConflictDoNothing();
}

/** Every planned step in order (none: no demo data was planned in this database). */
export async function listDemoSeedSteps(db: Executor): Promise<DemoSeedStepRow[]> {
  const rows = await db.select().from(demoSeedSteps).orderBy(asc(demoSeedSteps.position));
  return rows.map((row) => ({
    step: row.step,
    cursor: row.cursor,
    completed: row.completedAt !== null,
  }));
}

/** Where the step's next unit starts, or (`cursor` null) that the step is done. */
export async function saveDemoSeedStep(
  db: Executor,
  step: string,
  cursor: DemoSeedCursor | null,
): Promise<void> {
  await db
    .update(demoSeedSteps)
    .set({
      cursor,
      completedAt: cursor === null ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(demoSeedSteps.step, step));
}

/** How many demo data steps were planned, and how many of them are complete. */
export async function demoSeedProgress(
  db: Executor,
): Promise<{ steps: number; completed: number }> {
  const [row] = await db
    .select({
      steps: sql<number>`count(*)::int`,
      completed: sql<number>`count(${demoSeedSteps.completedAt})::int`,
    })
    .from(demoSeedSteps);
  return { steps: row?.steps ?? 0, completed: row?.completed ?? 0 };
}
