import { asc, inArray } from "drizzle-orm";
import { candidateEvents } from "../schema";
import type { Executor } from "./executor";

/** The status changes of these candidacies, oldest first (a developer's activity reads them). */
export async function statusEventsOfCandidates(db: Executor, candidateIds: readonly string[]) {
  if (candidateIds.length === 0) return [];
  return db
    .select({
      candidateId: candidateEvents.candidateId,
      fromStatus: candidateEvents.fromStatus,
      toStatus: candidateEvents.toStatus,
      createdAt: candidateEvents.createdAt,
    })
    .from(candidateEvents)
    .where(inArray(candidateEvents.candidateId, [...candidateIds]))
    .orderBy(asc(candidateEvents.createdAt), asc(candidateEvents.id));
}
