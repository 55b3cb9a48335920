import { pipelineStageLabels } from "../labels";
import type { WebhookEventType } from "./webhook-event-types";
import type { WebhookEventData } from "./webhook-events";

/** The instant every example happens at. */
export const exampleInstant = "2026-03-02T14:30:00.000Z";
const offer = { id: "0b6f4f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b", title: "Senior Backend (Node.js)" };
const candidate = { id: "1c7a5a4f-2d3e-4f60-9b0c-1d2e3f4a5b6c", name: null };
const interview = {
  id: "2d8b6b50-3e4f-4071-8c1d-2e3f4a5b6c7d",
  type: "hard" as const,
  startsAt: exampleInstant,
  endsAt: "2026-03-02T15:30:00.000Z",
  durationMinutes: 60,
  timeZone: "America/Argentina/Buenos_Aires",
};
const budget = {
  id: "3e9c7c61-4f50-4182-9d2e-3f4a5b6c7d8e",
  title: "Backend team Q2",
  offerId: offer.id,
  version: 2,
  status: "sent" as const,
  hiringType: "staffing" as const,
  totalMinor: 1_200_000,
  currency: "USD" as const,
  validUntil: "2026-04-01",
  candidateIds: [candidate.id],
};

/** One realistic `data` per event type, as the API builds them (docs, OpenAPI, tests). */
export const webhookEventExamples: { [T in WebhookEventType]: WebhookEventData<T> } = {
  "candidate.presented": {
    offer,
    candidate,
    presentation: {
      snapshotId: "4fad8d72-5061-4293-8e3f-4a5b6c7d8e9f",
      presentedAt: exampleInstant,
      headline: "Backend developer, Node.js and PostgreSQL",
    },
    card: {
      hashedId: "d3v-9f2a",
      techRole: "backend",
      seniority: "senior",
      englishLevel: "c1",
      country: "AR",
    },
    matchScore: 87.5,
  },
  "candidate.decided": {
    offer,
    candidate,
    decision: {
      id: "50be9e83-6172-43a4-9f4a-5b6c7d8e9fa0",
      snapshotId: "4fad8d72-5061-4293-8e3f-4a5b6c7d8e9f",
      outcome: "not_approved",
      reason: "seniority",
      reasonLabel: { es: "Seniority distinta a la buscada", en: "Different seniority than needed" },
      feedback: "We need more AWS",
      decidedAt: exampleInstant,
    },
  },
  "candidate.status_changed": {
    offer,
    candidate: { ...candidate, name: "Juana Pérez" },
    status: { key: "interviewing", label: pipelineStageLabels.interviewing },
    previousStatus: { key: "presented", label: pipelineStageLabels.presented },
    changedAt: exampleInstant,
  },
  "interview.scheduled": { offer, candidate, interview },
  "interview.rescheduled": { offer, candidate, interview },
  "interview.cancelled": {
    offer,
    candidate,
    interview: { ...interview, cancelledAt: exampleInstant },
  },
  "budget.sent": { budget, sentAt: exampleInstant },
  "budget.answered": {
    budget: { ...budget, status: "accepted" },
    answer: { decision: "accepted", comment: "", answeredAt: exampleInstant },
  },
  "offer.status_changed": {
    offer,
    status: "paused",
    previousStatus: "open",
    changedAt: exampleInstant,
  },
};
