import { type AnyColumn, and, eq, getTableColumns, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  assessmentAttempts,
  auditLog,
  budgetResponses,
  candidateDecisions,
  candidateEvents,
  candidates,
  chatAttachments,
  chatMessages,
  chatReads,
  chats,
  credentials,
  customerAssociates,
  customers,
  deepProfileSnapshots,
  deepProfiles,
  developerAvailability,
  developerPreferences,
  developerSkills,
  developers,
  education,
  emailOutbox,
  emailVerificationTokens,
  experienceSkills,
  experiences,
  internalStaff,
  interviewerAvailability,
  interviews,
  interviewVerifiedEnglish,
  interviewVerifiedSkills,
  invitations,
  loginFailures,
  matchingInterviews,
  notificationSettings,
  notifications,
  offerMatchers,
  offers,
  passwordResetTokens,
  platformLinks,
  profileClaims,
  rateLimits,
  sessions,
  skills,
  talentProfiles,
  users,
} from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

type Row = Record<string, unknown>;
/** Section name → rows; the API checks the names against contracts' personalDataSections. */
export type PersonalDataRows = Record<string, Row[]>;

/** Every column of a table except the named ones (secrets, internal keys). */
function columnsWithout<T extends PgTable, K extends keyof T["_"]["columns"] & string>(
  table: T,
  omit: readonly K[],
) {
  const columns: Record<string, unknown> = { ...getTableColumns(table) };
  for (const key of omit) delete columns[key];
  return columns as Omit<T["_"]["columns"], K>;
}

const tokenRow = (t: typeof passwordResetTokens | typeof emailVerificationTokens) => ({
  createdAt: t.createdAt,
  expiresAt: t.expiresAt,
  usedAt: t.usedAt,
});

/**
 * Everything stored about one person (issue #19: `GET /users/me/export`), by section, never a
 * secret (password and token hashes, storage keys) nor another person's private notes. The
 * table → section mapping is `privacy.ts`'s `export`; a test fills every mapped table and
 * checks its section is not empty.
 */
export async function readPersonalData(db: Executor, userId: string): Promise<PersonalDataRows> {
  const user = await firstRow(
    db
      .select(columnsWithout(users, ["version"]))
      .from(users)
      .where(eq(users.id, userId)),
  );
  if (!user) return {};
  const email = user.email.toLowerCase();
  const byEmail = (column: AnyColumn) => sql`lower(${column}::text) = ${email}`;

  const login = await db
    .select({
      hasPassword: sql<boolean>`${credentials.passwordHash} is not null`,
      googleLinked: sql<boolean>`${credentials.googleSubject} is not null`,
      passwordChangedAt: credentials.passwordChangedAt,
      createdAt: credentials.createdAt,
    })
    .from(credentials)
    .where(eq(credentials.userId, userId));
  const rows: PersonalDataRows = {
    account: [user],
    signInMethods: login,
    sessions: await db
      .select(columnsWithout(sessions, ["tokenHash", "userId"]))
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    passwordResets: await db
      .select(tokenRow(passwordResetTokens))
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId)),
    emailVerifications: await db
      .select(tokenRow(emailVerificationTokens))
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, userId)),
    // Bodies may still hold an unused one-time link: subjects and delivery only.
    emails: await db
      .select({
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        template: emailOutbox.template,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(byEmail(emailOutbox.toAddress)),
    invitations: await db
      .select(columnsWithout(invitations, ["tokenHash", "invitedBy"]))
      .from(invitations)
      .where(byEmail(invitations.email)),
    auditTrail: await db
      .select({
        action: auditLog.action,
        role: sql<string>`case when ${auditLog.actorUserId} = ${userId} then 'actor' else 'subject' end`,
        ip: auditLog.ip,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(or(eq(auditLog.actorUserId, userId), eq(auditLog.subjectUserId, userId))),
    loginFailures: await db
      .select({ ip: loginFailures.ip, createdAt: loginFailures.createdAt })
      .from(loginFailures)
      .where(byEmail(loginFailures.email)),
    rateLimits: await db
      .select({
        bucket: rateLimits.bucket,
        windowStart: rateLimits.windowStart,
        count: rateLimits.count,
      })
      .from(rateLimits)
      .where(or(byEmail(rateLimits.key), eq(rateLimits.key, `user:${userId}`))),
    ...(await readStaffData(db, userId)),
    ...(await readCompanyData(db, userId)),
    notifications: await db
      .select(columnsWithout(notifications, ["userId"]))
      .from(notifications)
      .where(eq(notifications.userId, userId)),
    notificationSettings: await db
      .select(columnsWithout(notificationSettings, ["userId"]))
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId)),
    chatReads: await db
      .select(columnsWithout(chatReads, ["userId"]))
      .from(chatReads)
      .where(eq(chatReads.userId, userId)),
  };
  const developer = await firstRow(
    db.select().from(developers).where(eq(developers.userId, userId)),
  );
  const chatIds = developer ? [developer.chatId] : [];
  return {
    ...rows,
    ...(developer ? await readDeveloperData(db, developer.id) : {}),
    ...(await readChatData(db, userId, chatIds)),
  };
}

async function readStaffData(db: Executor, userId: string): Promise<PersonalDataRows> {
  return {
    staffProfile: await db
      .select(columnsWithout(internalStaff, ["userId"]))
      .from(internalStaff)
      .where(eq(internalStaff.userId, userId)),
    offerAssignments: await db
      .select({ offerId: offerMatchers.offerId, createdAt: offerMatchers.createdAt })
      .from(offerMatchers)
      .where(eq(offerMatchers.userId, userId)),
    interviewerAvailability: await db
      .select(columnsWithout(interviewerAvailability, ["interviewerUserId"]))
      .from(interviewerAvailability)
      .where(eq(interviewerAvailability.interviewerUserId, userId)),
  };
}

async function readCompanyData(db: Executor, userId: string): Promise<PersonalDataRows> {
  return {
    company: await db.select().from(customers).where(eq(customers.ownerUserId, userId)),
    companyMembership: await db
      .select({
        customerId: customerAssociates.customerId,
        companyName: customers.name,
        photoUrl: customerAssociates.photoUrl,
        createdAt: customerAssociates.createdAt,
      })
      .from(customerAssociates)
      .innerJoin(customers, eq(customers.id, customerAssociates.customerId))
      .where(eq(customerAssociates.userId, userId)),
    budgetResponses: await db
      .select(columnsWithout(budgetResponses, ["respondedBy"]))
      .from(budgetResponses)
      .where(eq(budgetResponses.respondedBy, userId)),
  };
}

/** The developer's own conversation, and what the person wrote or uploaded in any other. */
async function readChatData(
  db: Executor,
  userId: string,
  chatIds: string[],
): Promise<PersonalDataRows> {
  const mine = (chatColumn: AnyColumn, sender: AnyColumn) =>
    chatIds.length > 0 ? or(inArray(chatColumn, chatIds), eq(sender, userId)) : eq(sender, userId);
  return {
    chat: chatIds.length
      ? await db
          .select({
            id: chats.id,
            name: chats.name,
            avatar: chats.avatar,
            createdAt: chats.createdAt,
          })
          .from(chats)
          .where(inArray(chats.id, chatIds))
      : [],
    chatMessages: await db
      .select(columnsWithout(chatMessages, ["senderUserId", "clientId"]))
      .from(chatMessages)
      .where(mine(chatMessages.chatId, chatMessages.senderUserId)),
    chatAttachments: await db
      .select(columnsWithout(chatAttachments, ["storageKey", "uploaderUserId"]))
      .from(chatAttachments)
      .where(mine(chatAttachments.chatId, chatAttachments.uploaderUserId)),
  };
}

async function readDeveloperData(db: Executor, developerId: string): Promise<PersonalDataRows> {
  const byDeveloper = (column: AnyColumn) => eq(column, developerId);
  const profile = await db.select().from(developers).where(eq(developers.id, developerId));
  const history = await db
    .select({
      ...getTableColumns(experiences),
      skills: sql<string[]>`coalesce((select array_agg(${skills.code} order by ${skills.code})
        from ${experienceSkills} join ${skills} on ${skills.id} = ${experienceSkills.skillId}
        where ${experienceSkills.experienceId} = ${experiences.id}), '{}')`,
    })
    .from(experiences)
    .where(byDeveloper(experiences.developerId));
  return {
    developerProfile: profile,
    profileClaims: await db
      .select({
        createdAt: profileClaims.createdAt,
        expiresAt: profileClaims.expiresAt,
        usedAt: profileClaims.usedAt,
      })
      .from(profileClaims)
      .where(byDeveloper(profileClaims.developerId)),
    skills: await db
      .select({
        skill: skills.code,
        name: skills.name,
        level: developerSkills.level,
        years: developerSkills.years,
      })
      .from(developerSkills)
      .innerJoin(skills, eq(skills.id, developerSkills.skillId))
      .where(byDeveloper(developerSkills.developerId)),
    platformLinks: await db
      .select()
      .from(platformLinks)
      .where(byDeveloper(platformLinks.developerId)),
    experiences: history,
    education: await db.select().from(education).where(byDeveloper(education.developerId)),
    preferences: await db
      .select()
      .from(developerPreferences)
      .where(byDeveloper(developerPreferences.developerId)),
    availability: await db
      .select()
      .from(developerAvailability)
      .where(byDeveloper(developerAvailability.developerId)),
    assessmentAttempts: await db
      .select()
      .from(assessmentAttempts)
      .where(byDeveloper(assessmentAttempts.developerId)),
    searchProfile: await db
      .select(columnsWithout(talentProfiles, ["searchVector", "nameVector", "skillCodes"]))
      .from(talentProfiles)
      .where(byDeveloper(talentProfiles.developerId)),
    verifiedSkills: await db
      .select({
        skill: skills.code,
        level: interviewVerifiedSkills.level,
        verifiedAt: interviewVerifiedSkills.verifiedAt,
      })
      .from(interviewVerifiedSkills)
      .innerJoin(skills, eq(skills.id, interviewVerifiedSkills.skillId))
      .where(byDeveloper(interviewVerifiedSkills.developerId)),
    verifiedEnglish: await db
      .select()
      .from(interviewVerifiedEnglish)
      .where(byDeveloper(interviewVerifiedEnglish.developerId)),
    deepProfile: await db
      .select({
        content: deepProfiles.content,
        createdAt: deepProfiles.createdAt,
        updatedAt: deepProfiles.updatedAt,
      })
      .from(deepProfiles)
      .where(byDeveloper(deepProfiles.developerId)),
    presentations: await db
      .select({
        offerId: deepProfileSnapshots.offerId,
        offerTitle: offers.title,
        document: deepProfileSnapshots.document,
        createdAt: deepProfileSnapshots.createdAt,
      })
      .from(deepProfileSnapshots)
      .innerJoin(offers, eq(offers.id, deepProfileSnapshots.offerId))
      .where(byDeveloper(deepProfileSnapshots.developerId)),
    // Only the words a matcher shared with the developer: the company's feedback is theirs.
    sharedFeedback: await db
      .select({
        decision: candidateDecisions.decision,
        message: candidateDecisions.developerMessage,
        sharedAt: candidateDecisions.sharedAt,
      })
      .from(candidateDecisions)
      .innerJoin(candidates, eq(candidates.id, candidateDecisions.candidateId))
      .where(
        and(byDeveloper(candidates.developerId), isNotNull(candidateDecisions.developerMessage)),
      ),
    ...(await readPipelineData(db, developerId)),
  };
}

/** Candidacies as the developer sees them (no staff notes, scores or recommendations). */
async function readPipelineData(db: Executor, developerId: string): Promise<PersonalDataRows> {
  const candidacyIds = db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.developerId, developerId));
  return {
    candidacies: await db
      .select({
        id: candidates.id,
        offerId: candidates.offerId,
        offerTitle: offers.title,
        status: candidates.status,
        origin: candidates.origin,
        softStatus: candidates.softStatus,
        hardStatus: candidates.hardStatus,
        englishStatus: candidates.englishStatus,
        invitedAt: candidates.invitedAt,
        createdAt: candidates.createdAt,
        updatedAt: candidates.updatedAt,
      })
      .from(candidates)
      .innerJoin(offers, eq(offers.id, candidates.offerId))
      .where(eq(candidates.developerId, developerId)),
    candidacyHistory: await db
      .select({
        candidacyId: candidateEvents.candidateId,
        fromStatus: candidateEvents.fromStatus,
        toStatus: candidateEvents.toStatus,
        stageChanges: candidateEvents.stageChanges,
        createdAt: candidateEvents.createdAt,
      })
      .from(candidateEvents)
      .where(inArray(candidateEvents.candidateId, candidacyIds)),
    screeningInterviews: await db
      .select(columnsWithout(matchingInterviews, ["notes", "recommendation", "interviewerUserId"]))
      .from(matchingInterviews)
      .where(inArray(matchingInterviews.candidateId, candidacyIds)),
    interviews: await db
      .select({
        id: interviews.id,
        type: interviews.type,
        status: interviews.status,
        candidacyId: interviews.candidateId,
        scheduledAt: interviews.scheduledAt,
        durationMinutes: interviews.durationMinutes,
        meetingUrl: interviews.meetingUrl,
        result: interviews.result,
        englishLevel: interviews.englishLevel,
        developerTimeZone: interviews.developerTimeZone,
        completedAt: interviews.completedAt,
        cancelledAt: interviews.cancelledAt,
      })
      .from(interviews)
      .where(eq(interviews.developerId, developerId)),
  };
}
