import { z } from "zod";
import { BudgetDecision, BudgetHiringType, BudgetStatus } from "../commercial/budgets";
import { MinorAmount } from "../commercial/money";
import { Currency } from "../developers/geo";
import { DateOnly } from "../developers/profile";
import { InterviewType } from "../interviews/interview";
import { OfferStatus, PipelineStage } from "../offers/lifecycle";
import { DecisionOutcome, PresentedCandidate, RejectionReason } from "../presentations/decisions";
import type { WebhookEventType } from "./webhook-event-types";

/**
 * The bodies POSTed to a company's webhook endpoints: Standard Webhooks' `{type, timestamp,
 * data}`. `data` carries ids and the company's own data only, and of a candidate only what the
 * company's offer page shows at that moment (anonymised until the company approves it).
 */

const Instant = z.iso.datetime();
const Words = z.object({ es: z.string(), en: z.string() });

export const WebhookOfferRef = z.object({ id: z.uuid(), title: z.string() });

/**
 * A candidate as the company's offer page shows it: `name` is null until the company approves
 * the candidate (when the page shows its contact). Contact details are never sent: read them
 * from the API once approved.
 */
export const WebhookCandidateRef = z.object({ id: z.uuid(), name: z.string().nullable() });

/** A candidate's pipeline stage, in the company's words (its dashboard's stages). */
export const WebhookCandidateStage = z.object({ key: PipelineStage, label: Words });

export const CandidatePresentedData = z.object({
  offer: WebhookOfferRef,
  candidate: WebhookCandidateRef,
  presentation: z.object({ snapshotId: z.uuid(), presentedAt: Instant, headline: z.string() }),
  card: PresentedCandidate.shape.card,
  matchScore: z.number().nullable(),
});

export const CandidateDecidedData = z.object({
  offer: WebhookOfferRef,
  candidate: WebhookCandidateRef,
  decision: z.object({
    id: z.uuid(),
    snapshotId: z.uuid(),
    outcome: DecisionOutcome,
    /** Why the company did not approve; null for an approval. */
    reason: RejectionReason.nullable(),
    reasonLabel: Words.nullable(),
    feedback: z.string(),
    decidedAt: Instant,
  }),
});

/** Sent when a presented candidate's stage (as the company's dashboard counts it) changes. */
export const CandidateStatusChangedData = z.object({
  offer: WebhookOfferRef,
  candidate: WebhookCandidateRef,
  status: WebhookCandidateStage,
  previousStatus: WebhookCandidateStage,
  changedAt: Instant,
});

/** A soft, technical or English interview of a candidate the company was presented. */
export const WebhookInterview = z.object({
  id: z.uuid(),
  type: InterviewType,
  startsAt: Instant,
  endsAt: Instant,
  durationMinutes: z.number().int(),
  /** The IANA zone the interview was arranged in (the developer's, else "UTC"). */
  timeZone: z.string(),
});

export const InterviewScheduledData = z.object({
  offer: WebhookOfferRef,
  candidate: WebhookCandidateRef,
  interview: WebhookInterview,
});
export const InterviewRescheduledData = InterviewScheduledData;
export const InterviewCancelledData = InterviewScheduledData.extend({
  interview: WebhookInterview.extend({ cancelledAt: Instant }),
});

export const WebhookBudget = z.object({
  id: z.uuid(),
  title: z.string(),
  offerId: z.uuid().nullable(),
  /** The version sent or answered (1, 2, …). */
  version: z.number().int().min(1),
  status: BudgetStatus,
  hiringType: BudgetHiringType,
  /** Integer minor units of `currency` (cents). */
  totalMinor: MinorAmount,
  currency: Currency,
  validUntil: DateOnly,
  /** The candidates of the company's offers this budget prices. */
  candidateIds: z.array(z.uuid()),
});

export const BudgetSentData = z.object({ budget: WebhookBudget, sentAt: Instant });
export const BudgetAnsweredData = z.object({
  budget: WebhookBudget,
  answer: z.object({ decision: BudgetDecision, comment: z.string(), answeredAt: Instant }),
});

export const OfferStatusChangedData = z.object({
  offer: WebhookOfferRef,
  status: OfferStatus,
  previousStatus: OfferStatus,
  changedAt: Instant,
});

/** Each event type's `data`. */
export const webhookEventDataSchemas = {
  "candidate.presented": CandidatePresentedData,
  "candidate.decided": CandidateDecidedData,
  "candidate.status_changed": CandidateStatusChangedData,
  "interview.scheduled": InterviewScheduledData,
  "interview.rescheduled": InterviewRescheduledData,
  "interview.cancelled": InterviewCancelledData,
  "budget.sent": BudgetSentData,
  "budget.answered": BudgetAnsweredData,
  "offer.status_changed": OfferStatusChangedData,
} as const satisfies Record<WebhookEventType, z.ZodObject>;

export type WebhookEventData<T extends WebhookEventType> = z.output<
  (typeof webhookEventDataSchemas)[T]
>;

/** What a company's event type is about, one line each (the OpenAPI document and the docs). */
export const webhookEventSummaries: Readonly<Record<WebhookEventType, string>> = {
  "candidate.presented": "A candidate was presented to the company for one of its offers",
  "candidate.decided": "The company approved or did not approve a presented candidate",
  "candidate.status_changed": "A presented candidate moved to another stage of the pipeline",
  "interview.scheduled": "An interview of a presented candidate was scheduled",
  "interview.rescheduled": "An interview of a presented candidate moved to another time",
  "interview.cancelled": "An interview of a presented candidate was cancelled",
  "budget.sent": "A budget (or a new version of it) was sent to the company",
  "budget.answered": "The company accepted or rejected a budget version",
  "offer.status_changed": "One of the company's offers changed status",
};

const envelope = <T extends WebhookEventType>(type: T) =>
  z.object({ type: z.literal(type), timestamp: Instant, data: webhookEventDataSchemas[type] });

/** The body of one event: Standard Webhooks' recommended `{type, timestamp, data}`. */
export const WebhookEvent = z.discriminatedUnion("type", [
  envelope("candidate.presented"),
  envelope("candidate.decided"),
  envelope("candidate.status_changed"),
  envelope("interview.scheduled"),
  envelope("interview.rescheduled"),
  envelope("interview.cancelled"),
  envelope("budget.sent"),
  envelope("budget.answered"),
  envelope("offer.status_changed"),
]);
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/** Each type's full body schema (`WebhookEvent` narrowed to it). */
export const webhookEventSchemas = Object.fromEntries(
  WebhookEvent.options.map((option) => [option.shape.type.value, option]),
) as Readonly<Record<WebhookEventType, (typeof WebhookEvent.options)[number]>>;

/**
 * A type's `data`, checked against its schema: anything the schema does not name is dropped,
 * so a builder cannot leak a field by accident, and the compiler refuses the wrong shape.
 */
export function webhookEventData<T extends WebhookEventType>(
  type: T,
  data: WebhookEventData<T>,
): WebhookEventData<T> {
  return webhookEventDataSchemas[type].parse(data) as WebhookEventData<T>;
}
