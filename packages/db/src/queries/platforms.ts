import type { Platform } from "@encaja/contracts";
import { and, eq } from "drizzle-orm";
import { platformLinks } from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

export async function listPlatformLinks(db: Executor, developerId: string) {
  return db.select().from(platformLinks).where(eq(platformLinks.developerId, developerId));
}

export async function findPlatformLinkByUrl(db: Executor, developerId: string, url: string) {
  return firstRow(
    db
      .select()
      .from(platformLinks)
      .where(and(eq(platformLinks.developerId, developerId), eq(platformLinks.url, url))),
  );
}

export async function insertPlatformLink(
  db: Executor,
  input: { developerId: string; platform: Platform; url: string },
) {
  const [row] = await db.insert(platformLinks).values(input).returning();
  return row!;
}
