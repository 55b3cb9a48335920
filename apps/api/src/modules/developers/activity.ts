import {
  applicationProgress,
  applicationStatusOf,
  type CandidateStatus,
  type DeveloperActivity,
  type InterviewStatus,
  type InterviewType,
} from "@encaja/contracts";

/** How many events the dashboard shows. */
export const ACTIVITY_LIMIT = 10;

export interface ActivitySources {
  /** Candidacies the developer knows of (it applied or was invited), with the job's title. */
  applications: ReadonlyArray<{
    id: string;
    origin: string;
    invitedAt: Date | null;
    createdAt: Date;
    jobTitle: string;
  }>;
  /** Their status changes, oldest first. */
  events: ReadonlyArray<{
    candidateId: string;
    toStatus: CandidateStatus;
    createdAt: Date;
  }>;
  /** When each candidacy was last presented to the company. */
  presentedAt: ReadonlyMap<string, Date>;
  interviews: ReadonlyArray<{
    type: InterviewType;
    status: InterviewStatus;
    scheduledAt: Date;
    createdAt: Date;
    completedAt: Date | null;
    cancelledAt: Date | null;
    jobTitle: string | null;
  }>;
  links: ReadonlyArray<{ url: string; createdAt: Date }>;
}

const event = (
  kind: DeveloperActivity["kind"],
  at: Date,
  fields: Partial<Omit<DeveloperActivity, "kind" | "at">> = {},
): DeveloperActivity => ({
  kind,
  at: at.toISOString(),
  jobTitle: null,
  status: null,
  interview: null,
  url: null,
  ...fields,
});

/**
 * One candidacy's events as the developer lives them: applying (or the invitation), then each
 * step forward and a closing, from when the developer knew of it. A step back (the team moving
 * a card back) is not news to the developer and is left out.
 */
function applicationEvents(
  application: ActivitySources["applications"][number],
  events: ActivitySources["events"],
): DeveloperActivity[] {
  const jobTitle = application.jobTitle;
  const applied = events.find((e) => e.toStatus === "intent_to_apply")?.createdAt;
  const out: DeveloperActivity[] = [];
  if (application.invitedAt) out.push(event("invited", application.invitedAt, { jobTitle }));
  const appliedAt =
    applied ?? (application.origin === "professional_user" ? application.createdAt : null);
  if (appliedAt) out.push(event("applied", appliedAt, { jobTitle }));
  const knownSince = Math.min(
    ...[application.invitedAt, appliedAt].filter((d): d is Date => d !== null).map(Number),
  );
  let reached = applicationProgress("received");
  let closed = false;
  for (const e of events) {
    const status = applicationStatusOf[e.toStatus];
    if (e.createdAt.getTime() < knownSince) continue;
    if (status === "closed") {
      if (!closed) out.push(event("statusChanged", e.createdAt, { jobTitle, status }));
      closed = true;
    } else if (applicationProgress(status) > reached) {
      out.push(event("statusChanged", e.createdAt, { jobTitle, status }));
      reached = applicationProgress(status);
      closed = false;
    }
  }
  return out;
}

function interviewEvents(i: ActivitySources["interviews"][number]): DeveloperActivity[] {
  const fields = {
    jobTitle: i.jobTitle,
    interview: { type: i.type, scheduledAt: i.scheduledAt.toISOString() },
  };
  const out = [event("interviewScheduled", i.createdAt, fields)];
  if (i.status === "completed" && i.completedAt)
    out.push(event("interviewHeld", i.completedAt, fields));
  if (i.status === "cancelled" && i.cancelledAt)
    out.push(event("interviewCancelled", i.cancelledAt, fields));
  return out;
}

/** The developer's latest events, newest first. */
export function buildActivity(sources: ActivitySources, limit = ACTIVITY_LIMIT) {
  const items = [
    ...sources.applications.flatMap((a) => {
      const presentedAt = sources.presentedAt.get(a.id);
      return [
        ...applicationEvents(
          a,
          sources.events.filter((e) => e.candidateId === a.id),
        ),
        ...(presentedAt ? [event("presented", presentedAt, { jobTitle: a.jobTitle })] : []),
      ];
    }),
    ...sources.interviews.flatMap(interviewEvents),
    ...sources.links.map((l) => event("linkAdded", l.createdAt, { url: l.url })),
  ];
  // At the same instant, what came later in a story (held after scheduled) comes first.
  return items
    .map((item, order) => ({ item, order }))
    .sort((a, b) => b.item.at.localeCompare(a.item.at) || b.order - a.order)
    .slice(0, limit)
    .map(({ item }) => item);
}
