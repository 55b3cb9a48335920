import type { Role } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { findDeveloperByUserId, findUserByEmail, offerRequiredSkills } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { createCalendarFeed } from "../modules/calendar-feeds/calendar-feeds.service";
import { putAvailability } from "../modules/interviews/booking.service";
import { createInterview } from "../modules/interviews/interviews.service";
import type { InterviewDeps } from "../modules/interviews/invites";
import { completeInterview, saveScorecard } from "../modules/interviews/scorecard.service";
import type { AuthContext } from "../plugins/authorization";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const seedAuth = (user: { id: string; role: string }): AuthContext => ({
  userId: user.id,
  role: user.role as Role,
  sessionId: "seed",
  method: "seed",
  sessionCreatedAt: new Date(),
});

/** The next whole hour at least `ms` from now. */
const wholeHourIn = (ms: number) => new Date(Math.ceil((Date.now() + ms) / HOUR) * HOUR);

/**
 * Demo data can hold interviews in the past, which the service refuses to schedule: they are
 * scheduled (and completed) ahead through the services, then moved back here.
 */
async function moveToPast(db: Db, id: string, scheduledAt: Date) {
  await db
    .update(schema.interviews)
    .set({
      scheduledAt,
      completedAt: sql`case when ${schema.interviews.completedAt} is null then null else ${new Date(scheduledAt.getTime() + HOUR).toISOString()}::timestamptz end`,
    })
    .where(eq(schema.interviews.id, id));
}

/**
 * The demo interviewer's workspace: weekly availability, completed interviews with
 * scorecards, one waiting for its scorecard, today's and upcoming ones, all for candidates of
 * open demo offers. No email is queued for demo people.
 */
export async function seedDemoInterviews(db: Db): Promise<void> {
  const interviewer = await findUserByEmail(db, "interviewer@demo.encaja.dev");
  if (!interviewer) return;
  const auth = seedAuth(interviewer);
  const deps: InterviewDeps = {
    db,
    config: { WEB_URL: "http://localhost:3000", MAIL_FROM: "Encaja <no-reply@encaja.dev>" },
    sendEmail: async () => {},
  };
  const workdays = [1, 2, 3, 4, 5];
  await putAvailability(db, auth, {
    timeZone: "America/Argentina/Buenos_Aires",
    windows: workdays.flatMap((weekday) => [
      { weekday, startMinute: 9 * 60, endMinute: 13 * 60 },
      { weekday, startMinute: 14 * 60, endMinute: 18 * 60 },
    ]),
  });
  const picks = await db
    .select({ id: schema.candidates.id, offerId: schema.candidates.offerId })
    .from(schema.candidates)
    .innerJoin(schema.offers, eq(schema.offers.id, schema.candidates.offerId))
    .leftJoin(schema.interviews, eq(schema.interviews.candidateId, schema.candidates.id))
    .where(and(eq(schema.offers.status, "open"), isNull(schema.interviews.id)))
    .orderBy(asc(schema.candidates.createdAt), asc(schema.candidates.id))
    .limit(8);
  // Scheduled a month ahead (free of the upcoming ones), completed, then moved back in time.
  const past = [
    { daysAgo: 9, result: "approved" as const, scores: [5, 4] },
    { daysAgo: 6, result: "not_approved" as const, scores: [2, 3] },
    { daysAgo: 2, result: "approved" as const, scores: [4, 4] },
  ];
  const upcoming = [
    wholeHourIn(HOUR),
    wholeHourIn(DAY + 2 * HOUR),
    wholeHourIn(3 * DAY),
    wholeHourIn(7 * DAY),
  ];
  for (const [index, pick] of picks.entries()) {
    const plan = past[index];
    const waiting = index === past.length;
    const at =
      plan || waiting
        ? wholeHourIn(30 * DAY + index * 2 * HOUR)
        : upcoming[index - past.length - 1];
    if (!at) break;
    const created = await createInterview(deps, auth, {
      type: "hard",
      candidateId: pick.id,
      interviewerUserId: interviewer.id,
      scheduledAt: at.toISOString(),
      durationMinutes: 60,
      meetingUrl: "https://meet.example.com/encaja-demo",
    });
    if (plan) {
      const skills = (await offerRequiredSkills(db, pick.offerId)).slice(0, 2);
      await saveScorecard(db, auth, created.id, {
        rows: [
          ...skills.map((s, i) => ({
            kind: "skill" as const,
            key: s.code,
            score: plan.scores[i] ?? 3,
            note: plan.result === "approved" ? "Solid, explained trade-offs" : "Gaps in the basics",
          })),
          { kind: "criterion", key: "problem_solving", score: plan.scores[0] ?? 3, note: "" },
        ],
        summary:
          plan.result === "approved"
            ? "Clear reasoning and good practices; ready for the client."
            : "Needs more hands-on experience before client interviews.",
        recommendation:
          plan.result === "approved" ? "Present to the client" : "Revisit in six months",
      });
      await completeInterview(deps, auth, created.id, { result: plan.result });
      await moveToPast(db, created.id, new Date(wholeHourIn(0).getTime() - plan.daysAgo * DAY));
    } else if (waiting) {
      await moveToPast(db, created.id, new Date(wholeHourIn(0).getTime() - 2 * HOUR));
    }
  }
  await seedDemoDeveloperInterview(deps, auth, interviewer.id);
  await seedDemoSoftAndEnglishInterviews(deps, auth, interviewer.id);
  // A live calendar feed, so the settings page shows one; its URL (the token) is not kept.
  await createCalendarFeed({ db, config: { API_URL: "http://localhost:4000" } }, auth);
}

/** Soft interviews and English checks: one past and one upcoming of each, for other candidates. */
async function seedDemoSoftAndEnglishInterviews(
  deps: InterviewDeps,
  auth: AuthContext,
  interviewerId: string,
) {
  const plans = [
    { type: "soft" as const, daysAgo: 4, criteria: ["communication", "teamwork", "ownership"] },
    { type: "english" as const, daysAgo: 3, criteria: ["fluency", "comprehension"] },
    { type: "soft" as const, at: wholeHourIn(2 * DAY + 4 * HOUR) },
    { type: "english" as const, at: wholeHourIn(4 * DAY + 3 * HOUR) },
  ];
  const picks = await deps.db
    .select({ id: schema.candidates.id })
    .from(schema.candidates)
    .innerJoin(schema.offers, eq(schema.offers.id, schema.candidates.offerId))
    .leftJoin(schema.interviews, eq(schema.interviews.candidateId, schema.candidates.id))
    .where(and(eq(schema.offers.status, "open"), isNull(schema.interviews.id)))
    .orderBy(asc(schema.candidates.createdAt), asc(schema.candidates.id))
    .limit(plans.length);
  for (const [index, pick] of picks.entries()) {
    const plan = plans[index]!;
    const created = await createInterview(deps, auth, {
      type: plan.type,
      candidateId: pick.id,
      interviewerUserId: interviewerId,
      scheduledAt: (plan.at ?? wholeHourIn(40 * DAY + index * 2 * HOUR)).toISOString(),
      durationMinutes: 45,
      meetingUrl: "https://meet.example.com/encaja-demo",
    });
    if (!plan.criteria) continue;
    await saveScorecard(deps.db, auth, created.id, {
      rows: plan.criteria.map((key, i) => ({
        kind: "criterion" as const,
        key,
        score: 4 - (i % 2),
        note: "",
      })),
      summary:
        plan.type === "soft"
          ? "Explains their work clearly and owns their mistakes."
          : "Fluent in technical conversations; understands the client's accent well.",
      recommendation: "Present to the client",
    });
    await completeInterview(deps, auth, created.id, {
      result: "approved",
      ...(plan.type === "english" ? { englishLevel: "b2" as const } : {}),
    });
    await moveToPast(deps.db, created.id, new Date(wholeHourIn(0).getTime() - plan.daysAgo * DAY));
  }
}

/** The demo developer booked its technical interview (no offer yet): /dashboard lists it. */
async function seedDemoDeveloperInterview(
  deps: InterviewDeps,
  auth: AuthContext,
  interviewerId: string,
) {
  const user = await findUserByEmail(deps.db, "developer@demo.encaja.dev");
  const developer = user ? await findDeveloperByUserId(deps.db, user.id) : null;
  if (!developer) return;
  await createInterview(deps, auth, {
    type: "hard",
    developerId: developer.id,
    interviewerUserId: interviewerId,
    scheduledAt: wholeHourIn(5 * DAY).toISOString(),
    durationMinutes: 60,
    meetingUrl: "https://meet.example.com/encaja-demo-developer",
  });
}
