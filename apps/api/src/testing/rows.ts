import type { Db } from "@encaja/db/client";
import * as schema from "@encaja/db/schema";
import { and, eq } from "drizzle-orm";

/** The candidate's row as stored (status, note, stage statuses). */
export async function candidateRow(db: Db, id: string) {
  const [row] = await db.select().from(schema.candidates).where(eq(schema.candidates.id, id));
  if (!row) throw new Error(`no candidate ${id}`);
  return row;
}

/** The emails of `template` queued for `email`, in storage order. */
export async function outboxTo(db: Db, email: string, template: string) {
  return db
    .select()
    .from(schema.emailOutbox)
    .where(and(eq(schema.emailOutbox.toAddress, email), eq(schema.emailOutbox.template, template)));
}
