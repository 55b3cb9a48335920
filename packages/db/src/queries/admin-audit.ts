import { and, eq, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { auditLog, budgets, customers, developers, offers, users } from "../schema";
import { type Executor, rowsOf } from "./executor";
import { keysetAfter, keysetCursor, keysetOrder } from "./keyset";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const likeLiteral = (q: string) => q.replace(/[\\%_]/g, "\\$&");
const contains = (column: SQLWrapper, q: string) =>
  sql`encaja_unaccent(${column}) like '%' || encaja_unaccent(${likeLiteral(q)}) || '%'`;

const actor = alias(users, "actor");
const subject = alias(users, "subject");

export interface AuditLogFilter {
  /** A user id (exact) or part of the actor's email or name. */
  actor?: string;
  /** One action, or a group prefix ending with "." ("login."). */
  action?: string;
  /** A target id or type, "type:id", or the subject's id or part of its email. */
  target?: string;
  /** UTC days, both inclusive (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

function personMatches(person: typeof actor, q: string): SQL {
  if (UUID.test(q)) return eq(person.id, q);
  return or(contains(person.email, q), contains(sql`coalesce(${person.fullName}, '')`, q))!;
}

function targetMatches(q: string): SQL {
  const colon = q.indexOf(":");
  if (colon > 0) {
    return and(
      eq(auditLog.targetType, q.slice(0, colon)),
      eq(auditLog.targetId, q.slice(colon + 1)),
    )!;
  }
  return or(
    eq(auditLog.targetId, q),
    eq(auditLog.targetType, q),
    UUID.test(q) ? eq(auditLog.subjectUserId, q) : contains(subject.email, q),
  )!;
}

function conditions(f: AuditLogFilter, after?: { createdAt: string; id: string }): SQL[] {
  const where: SQL[] = [];
  if (f.actor) where.push(personMatches(actor, f.actor));
  if (f.action) {
    where.push(
      f.action.endsWith(".")
        ? sql`${auditLog.action} like ${`${likeLiteral(f.action)}%`}`
        : eq(auditLog.action, f.action),
    );
  }
  if (f.target) where.push(targetMatches(f.target));
  if (f.from)
    where.push(sql`${auditLog.createdAt} >= (${f.from}::date)::timestamp at time zone 'UTC'`);
  if (f.to) {
    where.push(sql`${auditLog.createdAt} < (${f.to}::date + 1)::timestamp at time zone 'UTC'`);
  }
  const position = keysetAfter(auditLog, after, "DESC");
  if (position) where.push(position);
  return where;
}

/**
 * Audit entries with their actor and subject, newest first (keyset on created_at, id): `limit`
 * rows (callers ask one more to know if a next page exists).
 */
export function listAuditLog(
  db: Executor,
  p: { filter: AuditLogFilter; limit: number; after?: { createdAt: string; id: string } },
) {
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      cursor: keysetCursor(auditLog),
      action: auditLog.action,
      actorId: actor.id,
      actorName: actor.fullName,
      actorEmail: actor.email,
      subjectId: subject.id,
      subjectName: subject.fullName,
      subjectEmail: subject.email,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      ip: auditLog.ip,
      requestId: auditLog.requestId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
    .where(and(...conditions(p.filter, p.after)))
    .orderBy(...keysetOrder(auditLog, "DESC"))
    .limit(p.limit);
}

export type AuditLogRow = Awaited<ReturnType<typeof listAuditLog>>[number];

const displayNames = (ids: SQL) => sql`
  select ${users.id}::text as id, coalesce(nullif(${users.fullName}, ''), ${users.email}::text) as name
    from ${users} where ${users.id} in ${ids}
  union all select ${customers.id}::text, ${customers.name} from ${customers} where ${customers.id} in ${ids}
  union all select ${developers.id}::text, ${developers.firstName} || ' ' || ${developers.lastName}
    from ${developers} where ${developers.id} in ${ids}
  union all select ${offers.id}::text, ${offers.title} from ${offers} where ${offers.id} in ${ids}
  union all select ${budgets.id}::text, ${budgets.title} from ${budgets} where ${budgets.id} in ${ids}`;

/**
 * Display names of the records audit details point at (people, companies, profiles, offers,
 * budgets), by id: the viewer shows "Payments team" where the entry stored a budget id.
 */
export async function auditReferenceNames(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (wanted.length === 0) return new Map();
  const list = sql`(${sql.join(
    wanted.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const rows = rowsOf<{ id: string; name: string }>(await db.execute(displayNames(list)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
