import { type AnyColumn, eq, inArray, or, sql } from "drizzle-orm";
import {
  auditLog,
  budgetResponses,
  chatAttachments,
  chatMessages,
  chatReads,
  chats,
  credentials,
  customerAssociates,
  customers,
  developers,
  emailOutbox,
  emailVerificationTokens,
  internalStaff,
  interviewerAvailability,
  invitations,
  loginFailures,
  notificationSettings,
  notifications,
  offerMatchers,
  passwordResetTokens,
  rateLimits,
  sessions,
  users,
} from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";
import { readDeveloperData } from "./personal-data-export-developer";
import { columnsWithout, type PersonalDataRows, tokenRow } from "./personal-data-rows";

export type { PersonalDataRows } from "./personal-data-rows";

/**
 * Everything stored about one person (`GET /users/me/export`), by section, never a
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
