import type { Db } from "@encaja/db/client";
import * as schema from "@encaja/db/schema";
import { and, eq } from "drizzle-orm";

type AuditColumn = "actorUserId" | "subjectUserId" | "targetId" | "requestId";

/** The audit log rows of `action` whose `column` is `value`, in storage order. */
export const auditRows = (db: Db, action: string, column: AuditColumn, value: string) =>
  db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, action), eq(schema.auditLog[column], value)));
