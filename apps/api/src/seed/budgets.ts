import type { Db } from "@encaja/db";

/** Issue #17 demo data (budgets). */
export async function seedDemoBudgets(_db: Db): Promise<void> {}
