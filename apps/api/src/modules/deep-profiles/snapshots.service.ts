import {
  type CandidateDecision,
  type CandidatePresentations,
  DeepProfileDocument,
  FrozenMatch,
  type Snapshot,
  type SnapshotSummary,
} from "@encaja/contracts";
import {
  customerIdOfUser,
  decisionsOfSnapshots,
  type Executor,
  findCandidate,
  findSnapshot,
  insertSnapshotView,
  latestSnapshotOfCandidate,
  lockCandidate,
  type SnapshotWithRelations,
  snapshotCandidate,
  snapshotsOfCandidate,
  viewsOfSnapshots,
} from "@encaja/db/queries";
import { appError, notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { toCandidateDecision } from "../decisions/presented";
import { freezeSnapshot, PRESENTED_STATUSES } from "./freeze";
import { toSnapshotSummary } from "./mappers";

const isCustomerSide = (auth: AuthContext) =>
  auth.role === "customer" || auth.role === "customerAssociate";

type DecisionRow = Awaited<ReturnType<typeof decisionsOfSnapshots>>[number];

/** The customer side never reads the note the decision sent the developer. */
function toDecision(row: DecisionRow, forStaff: boolean): CandidateDecision {
  const decision = toCandidateDecision(row.decision, row.decidedByName);
  return forStaff ? decision : { ...decision, developerMessage: null };
}

/** A snapshot the user may read: the customer side only their company's (others: 404). */
async function readableSnapshot(db: Executor, auth: AuthContext, id: string) {
  const row = await findSnapshot(db, id);
  if (!row) throw notFound("Snapshot");
  if (isCustomerSide(auth)) {
    const customerId = await customerIdOfUser(db, auth.userId);
    if (customerId !== row.snapshot.customerId) throw notFound("Snapshot");
  }
  return row;
}

/** The stored JSON split back into the frozen document and the frozen match. */
export function frozenParts(row: SnapshotWithRelations) {
  const stored = row.snapshot.document as Record<string, unknown>;
  return {
    document: DeepProfileDocument.parse(stored),
    match: FrozenMatch.nullable().parse(stored.match ?? null),
  };
}

async function snapshotOf(db: Executor, auth: AuthContext, row: SnapshotWithRelations) {
  const s = row.snapshot;
  const staff = !isCustomerSide(auth);
  const [candidate, all] = await Promise.all([
    snapshotCandidate(db, s.candidateId),
    snapshotsOfCandidate(db, s.candidateId),
  ]);
  if (!candidate) throw notFound("Snapshot");
  const decisions = await decisionsOfSnapshots(
    db,
    all.map((a) => a.snapshot.id),
  );
  const own = decisions.find((d) => d.decision.snapshotId === s.id);
  const approved = decisions.some((d) => d.decision.decision === "approved");
  const dev = candidate.developer;
  const snapshot: Snapshot = {
    ...toSnapshotSummary(row),
    ...frozenParts(row),
    stages: {
      soft: candidate.candidate.softStatus,
      hard: candidate.candidate.hardStatus,
      english: candidate.candidate.englishStatus,
    },
    decision: own ? toDecision(own, staff) : null,
    contact:
      staff || approved
        ? {
            professionalId: dev.id,
            name: `${dev.firstName} ${dev.lastName}`.trim(),
            email: candidate.email,
            phone: dev.phone,
            linkedinUrl: dev.linkedinUrl,
          }
        : null,
    latest: all[0]?.snapshot.id === s.id,
  };
  return snapshot;
}

/** GET /snapshots/{id} and /snapshots/{id}/pdf: the snapshot, its read written to the view log. */
export async function readSnapshot(
  db: Executor,
  auth: AuthContext,
  id: string,
  kind: "page" | "pdf",
): Promise<Snapshot> {
  const row = await readableSnapshot(db, auth, id);
  const snapshot = await snapshotOf(db, auth, row);
  await insertSnapshotView(db, {
    snapshotId: id,
    viewerUserId: auth.userId,
    viewerRole: auth.role,
    kind,
  });
  return snapshot;
}

/** GET /candidates/{id}/presentations (staff): snapshots newest first, views and decisions. */
export async function candidatePresentations(
  db: Executor,
  candidateId: string,
): Promise<CandidatePresentations> {
  if (!(await findCandidate(db, candidateId))) throw notFound("Candidate");
  const rows = await snapshotsOfCandidate(db, candidateId);
  const ids = rows.map((r) => r.snapshot.id);
  const [views, decisions] = await Promise.all([
    viewsOfSnapshots(db, ids),
    decisionsOfSnapshots(db, ids),
  ]);
  return {
    items: rows.map((row) => {
      const decision = decisions.find((d) => d.decision.snapshotId === row.snapshot.id);
      return {
        ...toSnapshotSummary(row),
        views: views
          .filter((v) => v.view.snapshotId === row.snapshot.id)
          .map((v) => ({
            id: v.view.id,
            viewer: v.viewerName ?? v.viewerEmail,
            role: v.view.viewerRole,
            kind: v.view.kind as "page" | "pdf",
            viewedAt: v.view.viewedAt.toISOString(),
          })),
        decision: decision ? toDecision(decision, true) : null,
      };
    }),
  };
}

/**
 * POST /candidates/{id}/snapshots: presents the candidate again with the current deep profile,
 * while it stands presented and its latest snapshot awaits a decision.
 */
export async function presentAgain(
  db: Executor,
  auth: AuthContext,
  candidateId: string,
): Promise<SnapshotSummary> {
  return db.transaction(async (tx) => {
    // A parallel decision waits, or this waits for it and then sees it (409).
    await lockCandidate(tx, candidateId);
    const candidate = await findCandidate(tx, candidateId);
    if (!candidate) throw notFound("Candidate");
    const latest = await latestSnapshotOfCandidate(tx, candidateId);
    if (!PRESENTED_STATUSES.includes(candidate.status) || !latest) {
      throw appError("CANDIDATE_NOT_PRESENTED", "The candidate is not presented to the customer");
    }
    const [decided] = await decisionsOfSnapshots(tx, [latest.id]);
    if (decided) {
      throw appError("CANDIDATE_ALREADY_DECIDED", "The customer already decided on this candidate");
    }
    const created = await freezeSnapshot(tx, { candidate, actorUserId: auth.userId });
    const row = await findSnapshot(tx, created.id);
    return toSnapshotSummary(row!);
  });
}
