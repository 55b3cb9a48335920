import type { Db } from "@encaja/db";

/** Issue #17 demo data (team). */
export async function seedDemoTeam(_db: Db): Promise<void> {}
