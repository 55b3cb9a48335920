import type { Role } from "@encaja/contracts";
import { desc, eq, inArray } from "drizzle-orm";
import {
  candidateDecisions,
  candidates,
  customers,
  deepProfileSnapshots,
  developers,
  offers,
  snapshotViews,
  users,
} from "../schema";
import { developerName } from "./developer-selections";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

export type SnapshotRow = typeof deepProfileSnapshots.$inferSelect;

/** Appends a snapshot (there is no update path: the table's trigger refuses UPDATEs). */
export async function insertSnapshot(db: Executor, row: typeof deepProfileSnapshots.$inferInsert) {
  const [snapshot] = await db.insert(deepProfileSnapshots).values(row).returning();
  return snapshot!;
}

const snapshotSelection = {
  snapshot: deepProfileSnapshots,
  offerTitle: offers.title,
  customerName: customers.name,
  createdByName: users.fullName,
};

const withRelations = (db: Executor) =>
  db
    .select(snapshotSelection)
    .from(deepProfileSnapshots)
    .innerJoin(offers, eq(offers.id, deepProfileSnapshots.offerId))
    .innerJoin(customers, eq(customers.id, deepProfileSnapshots.customerId))
    .leftJoin(users, eq(users.id, deepProfileSnapshots.createdBy));

export type SnapshotWithRelations = Awaited<ReturnType<typeof findSnapshot>> & object;

export async function findSnapshot(db: Executor, id: string) {
  const [row] = await withRelations(db).where(eq(deepProfileSnapshots.id, id)).limit(1);
  return row;
}

/** A candidate's snapshots, newest first. */
export async function snapshotsOfCandidate(db: Executor, candidateId: string) {
  return withRelations(db)
    .where(eq(deepProfileSnapshots.candidateId, candidateId))
    .orderBy(desc(deepProfileSnapshots.createdAt), desc(deepProfileSnapshots.id));
}

/** The snapshots of a developer (the editor's list), newest first. */
export async function snapshotsOfDeveloper(db: Executor, developerId: string) {
  return withRelations(db)
    .where(eq(deepProfileSnapshots.developerId, developerId))
    .orderBy(desc(deepProfileSnapshots.createdAt), desc(deepProfileSnapshots.id));
}

export async function latestSnapshotOfCandidate(db: Executor, candidateId: string) {
  return firstRow(
    db
      .select()
      .from(deepProfileSnapshots)
      .where(eq(deepProfileSnapshots.candidateId, candidateId))
      .orderBy(desc(deepProfileSnapshots.createdAt), desc(deepProfileSnapshots.id)),
  );
}

export async function insertSnapshotView(
  db: Executor,
  row: { snapshotId: string; viewerUserId: string; viewerRole: Role; kind: "page" | "pdf" },
) {
  await db.insert(snapshotViews).values(row);
}

/** Views of some snapshots, newest first, with the viewer's name. */
export async function viewsOfSnapshots(db: Executor, snapshotIds: string[]) {
  if (snapshotIds.length === 0) return [];
  return db
    .select({ view: snapshotViews, viewerName: users.fullName, viewerEmail: users.email })
    .from(snapshotViews)
    .leftJoin(users, eq(users.id, snapshotViews.viewerUserId))
    .where(inArray(snapshotViews.snapshotId, snapshotIds))
    .orderBy(desc(snapshotViews.viewedAt), desc(snapshotViews.id));
}

/** The decisions taken on some snapshots, with the deciding user's name. */
export async function decisionsOfSnapshots(db: Executor, snapshotIds: string[]) {
  if (snapshotIds.length === 0) return [];
  return db
    .select({ decision: candidateDecisions, decidedByName: users.fullName })
    .from(candidateDecisions)
    .leftJoin(users, eq(users.id, candidateDecisions.decidedBy))
    .where(inArray(candidateDecisions.snapshotId, snapshotIds));
}

/** A candidate's stage results and the developer's contact, for a snapshot's reader. */
export async function snapshotCandidate(db: Executor, candidateId: string) {
  return firstRow(
    db
      .select({
        candidate: {
          id: candidates.id,
          status: candidates.status,
          softStatus: candidates.softStatus,
          hardStatus: candidates.hardStatus,
          englishStatus: candidates.englishStatus,
        },
        developer: {
          id: developers.id,
          ...developerName,
          phone: developers.phone,
          linkedinUrl: developers.linkedinUrl,
        },
        email: users.email,
      })
      .from(candidates)
      .innerJoin(developers, eq(developers.id, candidates.developerId))
      .innerJoin(users, eq(users.id, developers.userId))
      .where(eq(candidates.id, candidateId)),
  );
}
