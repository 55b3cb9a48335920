import type { InterviewType, Locale } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  availabilityOf,
  developerOfCandidate,
  type Executor,
  findInterview,
  type InterviewRow,
  updateScheduledInterview,
} from "@encaja/db/queries";
import {
  buildCalendarInvite,
  type InterviewInviteData,
  interviewEventUid,
  mailboxOf,
} from "@encaja/email";
import type { Config } from "../../config";
import { webLink } from "../../lib/links";
import type { ServiceDeps } from "../deps";
import { notifyUsers } from "../notifications/notify";
import { recordInterviewEvent } from "../webhooks/events/interview-events";

/** What scheduling services need: the database, the outbox and the web and mail addresses. */
export interface InterviewDeps {
  db: Db;
  config: Pick<Config, "WEB_URL" | "MAIL_FROM">;
  sendEmail: ServiceDeps["sendEmail"];
}

export type InterviewChange = InterviewInviteData["change"];

interface Recipient {
  email: string;
  name: string;
  locale: Locale;
  timeZone: string;
  audience: InterviewInviteData["audience"];
  withName: string;
  path: string;
}

const typeTitles: Record<InterviewType, string> = {
  soft: "Soft-skills interview · Entrevista personal",
  hard: "Technical interview · Entrevista técnica",
  english: "English check · Prueba de inglés",
};

/** The page an interview's participant opens from its invite or a calendar feed. */
export function interviewPagePath(
  audience: InterviewInviteData["audience"],
  interview: { id: string; type: InterviewType },
): string {
  if (audience === "developer") return "/dashboard";
  return `/interviewers/${interview.type === "hard" ? "hard" : "soft"}-interviews/${interview.id}`;
}

/**
 * Queues the iCalendar invite of an interview's change for its interviewer and its developer,
 * each in their locale and time zone, inside the caller's transaction: one UID per
 * interview, the row's SEQUENCE, METHOD:CANCEL when cancelled. The company's webhooks hear of
 * the change too when the interview is theirs to know of.
 */
export async function queueInterviewInvites(
  deps: InterviewDeps,
  tx: Executor,
  interviewId: string,
  change: InterviewChange,
) {
  const row = await findInterview(tx, interviewId);
  if (!row) return;
  await recordInterviewEvent(tx, row, change);
  const i = row.interview;
  const developer = await developerOfCandidate(tx, i.developerId);
  const [interviewerWindow] = i.interviewerUserId
    ? await availabilityOf(tx, [i.interviewerUserId])
    : [];
  const developerName = `${row.developer.firstName} ${row.developer.lastName}`.trim();
  const interviewerName = row.interviewerName ?? "";
  const recipients: Recipient[] = [];
  if (row.interviewerEmail) {
    recipients.push({
      email: row.interviewerEmail,
      name: interviewerName,
      locale: row.interviewerLocale ?? "es",
      timeZone: interviewerWindow?.timeZone ?? "UTC",
      audience: "interviewer",
      withName: developerName,
      path: interviewPagePath("interviewer", i),
    });
  }
  if (developer?.email) {
    recipients.push({
      email: developer.email,
      name: developerName,
      locale: developer.locale ?? "es",
      timeZone: i.developerTimeZone ?? "UTC",
      audience: "developer",
      withName: interviewerName,
      path: interviewPagePath("developer", i),
    });
  }
  // Erased accounts keep a tombstone address that must never receive mail.
  const live = recipients.filter((r) => !r.email.endsWith("@deleted.invalid"));
  const organizer = mailboxOf(deps.config.MAIL_FROM);
  const calendar = buildCalendarInvite({
    uid: interviewEventUid(i.id, deps.config.MAIL_FROM),
    sequence: i.sequence,
    method: change === "cancelled" ? "CANCEL" : "REQUEST",
    start: i.scheduledAt,
    end: new Date(i.scheduledAt.getTime() + i.durationMinutes * 60_000),
    summary: typeTitles[i.type],
    description: `Encaja: ${developerName}${interviewerName ? ` · ${interviewerName}` : ""}`,
    url: i.meetingUrl,
    organizer,
    attendees: live.map((r) => ({ name: r.name, email: r.email })),
  });
  for (const r of live) {
    await deps.sendEmail(tx, {
      to: r.email,
      template: "interview-invite",
      locale: r.locale,
      calendar,
      data: {
        name: r.name,
        change,
        type: i.type,
        audience: r.audience,
        withName: r.withName,
        startsAt: i.scheduledAt.toISOString(),
        timeZone: r.timeZone,
        durationMinutes: i.durationMinutes,
        ...(i.meetingUrl ? { meetingUrl: i.meetingUrl } : {}),
        link: webLink(deps.config.WEB_URL, r.locale, r.path),
      },
    });
  }
  // The bell too; the invite above is already this change's email, hence `existing`.
  const told: Array<[string | null | undefined, string, string]> = [
    [
      i.interviewerUserId,
      developerName,
      recipients.find((r) => r.audience === "interviewer")?.path ?? "/",
    ],
    [developer?.userId, interviewerName, "/dashboard"],
  ];
  for (const [userId, withName, link] of told) {
    if (!userId) continue;
    await notifyUsers(deps, tx, {
      userIds: [userId],
      kind: `interview.${change}`,
      params: { interviewType: i.type, scheduledAt: i.scheduledAt.toISOString(), withName },
      link,
      email: "existing",
    });
  }
}

/** Cancels a scheduled interview (its SEQUENCE raised) and queues the METHOD:CANCEL invites. */
export async function cancelAndNotify(deps: InterviewDeps, tx: Executor, interview: InterviewRow) {
  await updateScheduledInterview(tx, interview.id, {
    status: "cancelled",
    cancelledAt: new Date(),
    sequence: interview.sequence + 1,
  });
  await queueInterviewInvites(deps, tx, interview.id, "cancelled");
}
