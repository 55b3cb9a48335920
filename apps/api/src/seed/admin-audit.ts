import type { AuditAction } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { findUserByEmail } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq, like } from "drizzle-orm";

/** The demo entries' request ids start with this: the seed runs once. */
export const DEMO_AUDIT_REQUEST_PREFIX = "demo-audit-";

interface DemoEntry {
  action: AuditAction;
  hoursAgo: number;
  actor?: string;
  subject?: string;
  ip: string;
  details?: Record<string, unknown>;
  target?: { type: string; id: string };
}

const admin = "admin@demo.encaja.dev";
const customer = "customer@demo.encaja.dev";
const developer = "developer@demo.encaja.dev";

const entries: DemoEntry[] = [
  { action: "login.ok", hoursAgo: 50, actor: admin, ip: "198.51.100.10" },
  { action: "login.failed", hoursAgo: 30, ip: "203.0.113.45", details: { email: customer } },
  { action: "login.failed", hoursAgo: 29.9, ip: "203.0.113.45", details: { email: customer } },
  { action: "login.throttled", hoursAgo: 29.8, ip: "203.0.113.45", details: { email: customer } },
  { action: "login.ok", hoursAgo: 26, actor: customer, ip: "192.0.2.77" },
  { action: "password.changed", hoursAgo: 25.5, actor: customer, ip: "192.0.2.77" },
  { action: "login.ok", hoursAgo: 8, actor: developer, ip: "192.0.2.120" },
  { action: "logout", hoursAgo: 7, actor: developer, ip: "192.0.2.120" },
  {
    action: "plan.changed",
    hoursAgo: 3,
    actor: admin,
    ip: "198.51.100.10",
    details: { from: "free", to: "enterprise" },
  },
];

/**
 * A few sign-ins, a throttled brute force and an admin change, so /admin/audit has
 * something to filter and export on first start (the seeded population writes no audit entries).
 */
export async function seedDemoAuditLog(db: Db): Promise<void> {
  const [already] = await db
    .select({ id: schema.auditLog.id })
    .from(schema.auditLog)
    .where(like(schema.auditLog.requestId, `${DEMO_AUDIT_REQUEST_PREFIX}%`))
    .limit(1);
  if (already) return;
  const idOf = async (email?: string) => (email ? (await findUserByEmail(db, email))?.id : null);
  const [acme] = await db
    .select({ id: schema.customers.id })
    .from(schema.customers)
    .where(eq(schema.customers.name, "Acme Latam"));
  const now = Date.now();
  let n = 0;
  for (const e of entries) {
    n += 1;
    await db.insert(schema.auditLog).values({
      action: e.action,
      actorUserId: await idOf(e.actor),
      subjectUserId: await idOf(e.subject),
      ip: e.ip,
      details:
        e.action === "plan.changed" && acme
          ? { customerId: acme.id, ...e.details }
          : (e.details ?? {}),
      targetType: e.target?.type ?? null,
      targetId: e.target?.id ?? null,
      requestId: `${DEMO_AUDIT_REQUEST_PREFIX}${n}`,
      createdAt: new Date(now - e.hoursAgo * 3_600_000),
    });
  }
}
