import type { Db } from "@encaja/db";

/** Issue #17 demo data (hire). */
export async function seedDemoHire(_db: Db): Promise<void> {}
