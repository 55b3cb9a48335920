import { type AnyColumn, eq, inArray, or, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  apiKeys,
  assessmentAttempts,
  auditLog,
  budgetResponses,
  calendarFeeds,
  candidateEvents,
  candidates,
  chatAttachments,
  chatMessages,
  chatReads,
  chats,
  credentials,
  customerAssociates,
  customerProfileViews,
  customers,
  deepProfileSnapshots,
  deepProfiles,
  developerAvailability,
  developerPreferences,
  developerSelfIdentification,
  developerSkills,
  developers,
  education,
  emailOutbox,
  emailVerificationTokens,
  experiences,
  internalStaff,
  interviewerAvailability,
  interviewVerifiedEnglish,
  interviewVerifiedSkills,
  invitations,
  loginFailures,
  matchingInterviews,
  notificationSettings,
  notifications,
  offerMatchers,
  passwordResetTokens,
  platformLinks,
  profileClaims,
  rateLimits,
  sessions,
  talentProfiles,
  users,
} from "../schema";
import { developerRowIds } from "./developer-selections";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";
import { anonymiseDeveloperInterviews } from "./interviews";

/** What an erased person's budget answers show instead of their name. */
export const ERASED_RESPONDER_NAME = "";

export interface ErasedUser {
  /** Stored file URLs (photos) the caller must delete once the transaction commits. */
  fileUrls: string[];
  /** The erased developer profile's id: its uploads are named `<id>-…`. */
  developerId: string | null;
  /** Storage keys of the erased conversation's attachments, to delete after commit. */
  chatFileKeys: string[];
}

/** Deletes, one table after the other, the rows whose `key` column is `id`. */
async function deleteRowsOf<K extends string>(
  db: Executor,
  key: K,
  id: string,
  tables: readonly (PgTable & Record<K, AnyColumn>)[],
) {
  for (const table of tables) await db.delete(table).where(eq(table[key], id));
}

/**
 * Erases a user's personal data (account deletion, decision 0014). The user and developer rows
 * stay as tombstones so anonymised history (pipeline statuses and stage changes, counts)
 * keeps its integrity, but nothing personal remains on them or anywhere else. Every table's
 * treatment is listed in `privacy.ts`; a test fails when a table is not classified there.
 */
export async function eraseUser(db: Executor, userId: string): Promise<ErasedUser> {
  const fileUrls: string[] = [];
  const user = await firstRow(db.select().from(users).where(eq(users.id, userId)));
  const chatFileKeys: string[] = [];
  if (!user) return { fileUrls, developerId: null, chatFileKeys };
  const email = user.email.toLowerCase();

  await deleteRowsOf(db, "userId", userId, [
    sessions,
    calendarFeeds,
    apiKeys,
    credentials,
    passwordResetTokens,
    emailVerificationTokens,
    offerMatchers,
    notifications,
    notificationSettings,
    chatReads,
  ]);
  // What a staff member wrote or sent in developers' conversations stays for them, unlinked.
  await db
    .update(chatMessages)
    .set({ senderUserId: null })
    .where(eq(chatMessages.senderUserId, userId));
  await db
    .update(chatAttachments)
    .set({ uploaderUserId: null })
    .where(eq(chatAttachments.uploaderUserId, userId));
  await db
    .delete(interviewerAvailability)
    .where(eq(interviewerAvailability.interviewerUserId, userId));

  const dev = await firstRow(db.select().from(developers).where(eq(developers.userId, userId)));
  if (dev) {
    if (dev.photoUrl) fileUrls.push(dev.photoUrl);
    const devId = dev.id;
    await deleteRowsOf(db, "developerId", devId, [
      platformLinks,
      assessmentAttempts,
      developerSkills,
      experiences, // cascades experience_skills
      education,
      developerPreferences,
      developerAvailability,
      developerSelfIdentification,
      profileClaims,
      interviewVerifiedSkills,
      interviewVerifiedEnglish,
    ]);
    await anonymiseDeveloperInterviews(db, devId);
    // Deep profiles (with their shared links) and the snapshots sent to customers (with their
    // view logs, decisions and reminders) describe the person: they go entirely.
    await db.delete(deepProfiles).where(eq(deepProfiles.developerId, devId));
    await db.delete(deepProfileSnapshots).where(eq(deepProfileSnapshots.developerId, devId));
    // The developer row stays as a tombstone, so its cascade never runs: which companies
    // opened the profile goes here.
    await db.delete(customerProfileViews).where(eq(customerProfileViews.developerId, devId));

    // Pipeline history stays (statuses, stage changes, scores, origin) without free text.
    const candidateIds = developerRowIds(db, candidates, devId);
    await db
      .update(candidateEvents)
      .set({ note: null, overrideReason: null })
      .where(inArray(candidateEvents.candidateId, candidateIds));
    await db
      .update(matchingInterviews)
      .set({
        notes: "",
        salaryAmount: null,
        salaryCurrency: null,
        salaryPeriod: null,
        availableFrom: null,
        hoursPerWeek: null,
      })
      .where(inArray(matchingInterviews.candidateId, candidateIds));
    await db
      .update(candidates)
      .set({ note: null, statusReason: null, overrideReason: null })
      .where(eq(candidates.developerId, devId));
    // Webhook payloads name a candidate once the company approved it: the outbox keeps ids only.
    await db.execute(sql`update webhook_events
      set payload = jsonb_set(payload, '{data,candidate,name}', 'null'::jsonb)
      where payload #>> '{data,candidate,id}' in
          (select id::text from candidates where developer_id = ${devId})
        and payload #>> '{data,candidate,name}' is not null`);

    await db
      .update(developers)
      .set({
        firstName: "",
        lastName: "",
        phone: null,
        photoUrl: null,
        location: null,
        locationId: null,
        timeZone: null,
        workStartMinute: null,
        workEndMinute: null,
        bio: "",
        linkedinUrl: null,
        githubUrl: null,
        englishLevel: null,
        userId: null,
        approval: "disapproved",
        publicProfileEnabled: false,
        publicProfileIndexable: false,
        updatedAt: sql`now()`,
      })
      .where(eq(developers.id, devId));
    // The conversation is about the person: its messages and files go.
    const files = await db
      .delete(chatAttachments)
      .where(eq(chatAttachments.chatId, dev.chatId))
      .returning({ key: chatAttachments.storageKey });
    for (const f of files) chatFileKeys.push(f.key);
    await db.delete(chatMessages).where(eq(chatMessages.chatId, dev.chatId));
    await db.delete(chatReads).where(eq(chatReads.chatId, dev.chatId));
    await db
      .update(chats)
      .set({ name: "", avatar: null, assignedUserId: null })
      .where(eq(chats.id, dev.chatId));
    // The talent triggers re-create this row on every developers update; an erased
    // developer must not be searchable, so it goes last.
    await db.delete(talentProfiles).where(eq(talentProfiles.developerId, devId));
  }

  // A budget answer keeps its decision, version and time; the responder's name goes.
  await db
    .update(budgetResponses)
    .set({ respondedByName: ERASED_RESPONDER_NAME })
    .where(eq(budgetResponses.respondedBy, userId));

  const associates = await db
    .delete(customerAssociates)
    .where(eq(customerAssociates.userId, userId))
    .returning({ photoUrl: customerAssociates.photoUrl });
  for (const a of associates) if (a.photoUrl) fileUrls.push(a.photoUrl);
  const owned = await db
    .select({ photoUrl: customers.photoUrl })
    .from(customers)
    .where(eq(customers.ownerUserId, userId));
  for (const c of owned) if (c.photoUrl) fileUrls.push(c.photoUrl);
  const staff = await db
    .select({ photoUrl: internalStaff.photoUrl })
    .from(internalStaff)
    .where(eq(internalStaff.userId, userId));
  for (const m of staff) if (m.photoUrl) fileUrls.push(m.photoUrl);
  await db.update(internalStaff).set({ photoUrl: null }).where(eq(internalStaff.userId, userId));
  await db
    .update(customers)
    .set({ ownerUserId: null, phoneNumber: null, photoUrl: null })
    .where(eq(customers.ownerUserId, userId));

  // Rows keyed by the email address: invitations to it, mail to it, brute-force counters.
  await db.delete(invitations).where(sql`lower(${invitations.email}::text) = ${email}`);
  await db.delete(emailOutbox).where(sql`lower(${emailOutbox.toAddress}) = ${email}`);
  await db.delete(loginFailures).where(sql`lower(${loginFailures.email}::text) = ${email}`);
  await db
    .delete(rateLimits)
    .where(or(sql`lower(${rateLimits.key}) = ${email}`, eq(rateLimits.key, `user:${userId}`)));
  // The audit trail keeps who-did-what by opaque id, without addresses or email.
  await db
    .update(auditLog)
    .set({ ip: null, details: sql`${auditLog.details} - 'email'` })
    .where(
      or(
        eq(auditLog.actorUserId, userId),
        eq(auditLog.subjectUserId, userId),
        sql`lower(${auditLog.details}->>'email') = ${email}`,
      ),
    );

  await db
    .update(users)
    .set({
      email: sql`'deleted-' || ${users.id} || '@deleted.invalid'`,
      fullName: null,
      emailVerifiedAt: null,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  return { fileUrls, developerId: dev?.id ?? null, chatFileKeys };
}
