import type { ApprovalStatus, PlatformLinkApproval } from "@encaja/contracts";
import { and, asc, count, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { developers, locations, platformLinks, users } from "../schema";
import type { Executor } from "./executor";
import { type KeysetAfter, keysetAfter, keysetCursor, keysetOrder } from "./keyset";

/** The admin approval queues (developer profiles, platform links). */

const fullName = sql<string>`${developers.firstName} || ' ' || ${developers.lastName}`;

export async function countPendingApprovals(db: Executor) {
  const [[devs], [links]] = await Promise.all([
    db.select({ n: count() }).from(developers).where(eq(developers.approval, "pending")),
    db.select({ n: count() }).from(platformLinks).where(eq(platformLinks.approval, "pending")),
  ]);
  return { developers: devs?.n ?? 0, platformLinks: links?.n ?? 0 };
}

export async function listDevelopersForApproval(
  db: Executor,
  params: { status: ApprovalStatus; q?: string; limit: number; after?: KeysetAfter },
) {
  const escaped = params.q?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const after = params.after;
  return db
    .select({
      id: developers.id,
      name: fullName,
      email: users.email,
      techRole: developers.techRole,
      seniority: developers.seniority,
      countryName: locations.countryName,
      onboarding: developers.onboarding,
      createdAt: developers.createdAt,
      approval: developers.approval,
      approvalReason: developers.approvalReason,
      approvalChangedAt: developers.approvalChangedAt,
      cursor: keysetCursor(developers),
    })
    .from(developers)
    .leftJoin(users, eq(users.id, developers.userId))
    .leftJoin(locations, eq(locations.id, developers.locationId))
    .where(
      and(
        eq(developers.approval, params.status),
        escaped
          ? or(ilike(fullName, `%${escaped}%`), ilike(users.email, `%${escaped}%`))
          : undefined,
        keysetAfter(developers, after, "ASC"),
      ),
    )
    .orderBy(...keysetOrder(developers, "ASC"))
    .limit(params.limit + 1);
}

/** The developers' current approval, locked until the deciding transaction ends. */
export async function lockDeveloperApprovals(db: Executor, ids: string[]) {
  return db
    .select({ id: developers.id, userId: developers.userId, approval: developers.approval })
    .from(developers)
    .where(inArray(developers.id, ids))
    .orderBy(asc(developers.id))
    .for("update");
}

/** The update fires the talent_profiles refresh trigger, so matching sees the new state at once. */
export async function setDeveloperApprovals(
  db: Executor,
  ids: string[],
  approval: ApprovalStatus,
  reason: string | null,
) {
  if (ids.length === 0) return;
  await db
    .update(developers)
    .set({
      approval,
      approvalReason: reason,
      approvalChangedAt: sql`now()`,
    })
    .where(inArray(developers.id, ids));
}

export async function listPlatformLinksForApproval(
  db: Executor,
  params: { status: PlatformLinkApproval; limit: number; after?: KeysetAfter },
) {
  const after = params.after;
  return db
    .select({
      id: platformLinks.id,
      developerId: platformLinks.developerId,
      developerName: fullName,
      email: users.email,
      platform: platformLinks.platform,
      url: platformLinks.url,
      approval: platformLinks.approval,
      createdAt: platformLinks.createdAt,
      cursor: keysetCursor(platformLinks),
    })
    .from(platformLinks)
    .innerJoin(developers, eq(developers.id, platformLinks.developerId))
    .leftJoin(users, eq(users.id, developers.userId))
    .where(and(eq(platformLinks.approval, params.status), keysetAfter(platformLinks, after, "ASC")))
    .orderBy(...keysetOrder(platformLinks, "ASC"))
    .limit(params.limit + 1);
}

export async function lockPlatformLinkApprovals(db: Executor, ids: string[]) {
  return db
    .select({
      id: platformLinks.id,
      approval: platformLinks.approval,
      developerId: platformLinks.developerId,
      userId: developers.userId,
    })
    .from(platformLinks)
    .innerJoin(developers, eq(developers.id, platformLinks.developerId))
    .where(inArray(platformLinks.id, ids))
    .orderBy(asc(platformLinks.id))
    .for("update", { of: platformLinks });
}

export async function setPlatformLinkApprovals(
  db: Executor,
  ids: string[],
  approval: PlatformLinkApproval,
) {
  if (ids.length === 0) return;
  await db.update(platformLinks).set({ approval }).where(inArray(platformLinks.id, ids));
}
