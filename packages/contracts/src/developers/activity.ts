import { z } from "zod";
import { InterviewType } from "../interviews/interview";
import { ApplicationStatus } from "../offers/lifecycle";
import { itemList } from "../offers/pagination";

/**
 * What happened to the developer lately, in the developer's words: only candidacies it knows
 * of, application statuses as it sees them (never internal statuses or reasons), its own
 * interviews (never scores) and the links it added.
 */
export const developerActivityKinds = [
  "applied",
  "invited",
  "statusChanged",
  "presented",
  "interviewScheduled",
  "interviewHeld",
  "interviewCancelled",
  "linkAdded",
] as const;
export const DeveloperActivityKind = z.enum(developerActivityKinds);
export type DeveloperActivityKind = z.infer<typeof DeveloperActivityKind>;

export const DeveloperActivity = z.object({
  kind: DeveloperActivityKind,
  /** When it happened. */
  at: z.iso.datetime(),
  /** The title of the job it concerns (null for a link, or an interview without an offer). */
  jobTitle: z.string().nullable(),
  /** statusChanged: the application status it moved to. */
  status: ApplicationStatus.nullable(),
  /** interview*: its type and the date it is (or was) held. */
  interview: z.object({ type: InterviewType, scheduledAt: z.iso.datetime() }).nullable(),
  /** linkAdded: the link. */
  url: z.string().nullable(),
});
export type DeveloperActivity = z.infer<typeof DeveloperActivity>;
export const DeveloperActivityList = itemList(DeveloperActivity);
export type DeveloperActivityList = z.infer<typeof DeveloperActivityList>;
