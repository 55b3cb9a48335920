import { z } from "zod";

/** Events a company's webhook endpoints can subscribe to (Standard Webhooks `type`). */
export const webhookEventTypes = [
  "candidate.presented",
  "candidate.decided",
  "candidate.status_changed",
  "interview.scheduled",
  "interview.rescheduled",
  "interview.cancelled",
  "budget.sent",
  "budget.answered",
  "offer.status_changed",
] as const;
export const WebhookEventType = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof WebhookEventType>;
