import type { Application } from "@encaja/contracts";

/** One thing the developer can do next, with where to do it (pure; words live in messages). */
export type NextStep = { key: string; href: string } & (
  | { kind: "answerInvitation"; title: string }
  | { kind: "approved"; title: string }
  | { kind: "browseJobs" }
  | { kind: "completeProfile" }
);

const MAX_STEPS = 4;

/** Pending invitations first, then good news to follow up, then the profile and the job board. */
export function nextSteps(
  applications: readonly Application[],
  profile: { complete: boolean },
): NextStep[] {
  const steps: NextStep[] = [];
  for (const a of applications) {
    if (a.status === "invited") {
      steps.push({
        key: `invitation-${a.id}`,
        kind: "answerInvitation",
        href: `/settings/offers/invitations/${a.id}`,
        title: a.job.title,
      });
    }
  }
  for (const a of applications) {
    if (a.presentation?.outcome === "approved" && a.status !== "closed" && a.status !== "hired") {
      steps.push({
        key: `approved-${a.id}`,
        kind: "approved",
        href: "/dashboard/applications",
        title: a.job.title,
      });
    }
  }
  if (!profile.complete) {
    steps.push({ key: "profile", kind: "completeProfile", href: "/dashboard/improve-profile" });
  }
  if (applications.length === 0) steps.push({ key: "jobs", kind: "browseJobs", href: "/jobs" });
  return steps.slice(0, MAX_STEPS);
}
