import type { DeveloperActivityList } from "@encaja/contracts";
import {
  type Executor,
  interviewsOfDeveloper,
  latestPresentations,
  listDeveloperApplications,
  listPlatformLinks,
  statusEventsOfCandidates,
} from "@encaja/db/queries";
import { buildActivity } from "./activity";

/** How many of the latest candidacies the activity looks into. */
const RECENT_APPLICATIONS = 50;

/** GET /developers/me/activity: the developer's own recent events, from its data. */
export async function developerActivity(
  db: Executor,
  developerId: string,
): Promise<DeveloperActivityList> {
  const [applications, interviews, links] = await Promise.all([
    listDeveloperApplications(db, { developerId, limit: RECENT_APPLICATIONS }),
    interviewsOfDeveloper(db, developerId),
    listPlatformLinks(db, developerId),
  ]);
  const candidateIds = applications.map((a) => a.candidate.id);
  const [events, presentations] = await Promise.all([
    statusEventsOfCandidates(db, candidateIds),
    latestPresentations(db, candidateIds),
  ]);
  return {
    items: buildActivity({
      applications: applications.map(({ candidate, offer }) => ({
        id: candidate.id,
        origin: candidate.origin,
        invitedAt: candidate.invitedAt,
        createdAt: candidate.createdAt,
        jobTitle: offer.title,
      })),
      events,
      presentedAt: new Map(presentations.map((p) => [p.candidateId, p.presentedAt])),
      interviews: interviews.map(({ interview, offer }) => ({
        ...interview,
        jobTitle: offer?.title ?? null,
      })),
      links,
    }),
  };
}
