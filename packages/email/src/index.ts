export {
  buildCalendarInvite,
  type CalendarInvite,
  type InviteEvent,
  interviewEventUid,
  mailboxOf,
} from "./calendar";
export {
  buildCalendarFeed,
  type CalendarFeedInput,
  type FeedInterview,
  type FeedInterviewKind,
} from "./calendar-feed";
export type { CandidateDecidedData, DecisionReminderData } from "./decisions";
export type { InterviewInviteData } from "./interview-invite";
export {
  assertSafeUrl,
  type EmailContent,
  type EmailLocale,
  escapeHtml,
  type RenderedEmail,
} from "./layout";
export type { OfferInvitationData } from "./offer-invitation";
export {
  type DbExecutor,
  type DbTx,
  type EmailLog,
  type EnqueueEmailInput,
  enqueueEmail,
} from "./outbox";
export {
  createOutboxSender,
  type OutboxSender,
  type OutboxSenderOptions,
  retryDelayMs,
} from "./sender";
export {
  type EmailTemplate,
  type EmailTemplateData,
  emailTemplates,
  renderEmail,
} from "./templates";
