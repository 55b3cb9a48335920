import { randomUUID } from "node:crypto";
import { recordAudit } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import type { TestApp } from "./app";
import { skillId } from "./developers";
import { addSignInTraces, createSignedInUser } from "./factories";
import { createTestOffer } from "./offers";

const inAnHour = () => new Date(Date.now() + 3_600_000);

/**
 * One person of every kind (developer, company owner and associate, matcher, interviewer) with
 * a row in every table that holds personal data, each free-text value carrying `mark(field)`
 * so a scan can find it (the export and erasure coverage tests). Needs the test
 * catalogue (seedTestCatalog).
 */
export async function createPeopleWithEveryKindOfData(t: TestApp, mark: (f: string) => string) {
  const db = t.db.db;
  const developer = await createSignedInUser(t.db.db, "developer");
  const customer = await createSignedInUser(db, "customer");
  const associate = await createSignedInUser(db, "customerAssociate", {
    customerId: customer.customerId!,
  });
  const matcher = await createSignedInUser(db, "matchers");
  const interviewer = await createSignedInUser(db, "hardInterviewer");
  const devId = developer.developerId!;
  const [dev] = await db
    .update(schema.developers)
    .set({ firstName: mark("first"), bio: mark("bio"), phone: mark("phone") })
    .where(eq(schema.developers.id, devId))
    .returning();
  const chatId = dev!.chatId;
  await db
    .update(schema.chats)
    .set({ name: mark("chatname") })
    .where(eq(schema.chats.id, chatId));
  const typescript = await skillId(db, "typescript");

  // Account, security and mail, for the developer.
  await db.insert(schema.passwordResetTokens).values({
    userId: developer.userId,
    tokenHash: mark("resethash"),
    expiresAt: inAnHour(),
  });
  await db.insert(schema.emailVerificationTokens).values({
    userId: developer.userId,
    tokenHash: mark("verifyhash"),
    expiresAt: inAnHour(),
  });
  await db.insert(schema.profileClaims).values({
    developerId: devId,
    tokenHash: mark("claimhash"),
    expiresAt: inAnHour(),
  });
  await db.insert(schema.invitations).values({
    tokenHash: mark("invitehash"),
    type: "internal",
    email: developer.email,
    role: "matchers",
    expiresAt: inAnHour(),
  });
  await db.insert(schema.emailOutbox).values({
    toAddress: developer.email,
    subject: mark("subject"),
    text: mark("mailtext"),
    html: mark("mailhtml"),
    template: "password-reset",
  });
  await addSignInTraces(db, developer.email, "203.0.113.78");
  await db.insert(schema.rateLimits).values({
    bucket: "jobs.apply",
    key: `user:${developer.userId}`,
    windowStart: new Date(),
    count: 1,
  });
  await recordAudit(db, {
    action: "login.ok",
    actorUserId: developer.userId,
    subjectUserId: developer.userId,
    ip: "203.0.113.78",
  });

  // The developer's profile.
  await db
    .insert(schema.developerSkills)
    .values({ developerId: devId, skillId: typescript, level: 3 });
  await db.insert(schema.platformLinks).values({
    developerId: devId,
    platform: "gitlab",
    url: `https://gitlab.com/${mark("gitlab")}`,
  });
  const [exp] = await db
    .insert(schema.experiences)
    .values({
      developerId: devId,
      company: mark("company"),
      title: mark("title"),
      startMonth: "2020-01-01",
      current: true,
    })
    .returning();
  await db.insert(schema.experienceSkills).values({ experienceId: exp!.id, skillId: typescript });
  await db
    .insert(schema.education)
    .values({ developerId: devId, institution: mark("institution") });
  await db.insert(schema.developerPreferences).values({
    developerId: devId,
    searchStatus: "actively_searching",
    modalities: ["remote"],
    salaryAmount: 5000,
    salaryCurrency: "USD",
    salaryPeriod: "month",
    salaryMonthlyUsd: 5000,
    countries: ["AR"],
    contractTypes: [mark("contract")],
  });
  await db
    .insert(schema.developerAvailability)
    .values({ developerId: devId, availableFrom: "2031-07-19", hoursPerWeek: 30, noticeWeeks: 2 });
  await db
    .insert(schema.developerSelfIdentification)
    .values({ developerId: devId, gender: "non_binary", ageBand: "25-34" });
  await db.insert(schema.assessmentAttempts).values({
    developerId: devId,
    assessmentId: "a0c0de00-7d3b-4c2e-9f10-3b5a6c7d8e01",
    kind: "code",
    version: 1,
    deadline: inAnHour(),
    code: { t1: { language: "js", code: `// ${mark("code")}` } },
  });

  // Messaging: the developer's conversation with the matcher, notifications.
  await db.insert(schema.chatMessages).values([
    {
      chatId,
      senderUserId: developer.userId,
      senderSide: "developer",
      body: mark("devmsg"),
      clientId: randomUUID(),
    },
    {
      chatId,
      senderUserId: matcher.userId,
      senderSide: "staff",
      body: mark("staffmsg"),
      clientId: randomUUID(),
    },
  ]);
  await db.insert(schema.chatAttachments).values({
    chatId,
    uploaderUserId: developer.userId,
    storageKey: `${randomUUID()}.pdf`,
    fileName: `${mark("file")}.pdf`,
    mime: "application/pdf",
    sizeBytes: 10,
  });
  for (const person of [developer, matcher]) {
    await db.insert(schema.chatReads).values({ chatId, userId: person.userId, lastReadSeq: 1 });
    await db.insert(schema.notifications).values({
      userId: person.userId,
      category: "messages",
      kind: "chat.message",
      params: { preview: mark("notification") },
    });
    await db
      .insert(schema.notificationSettings)
      .values({ userId: person.userId, category: "messages", mode: "off" });
  }

  // Staff: an assigned offer, an interviewer's availability.
  const offer = await createTestOffer(db, { customerId: customer.customerId!, by: matcher });
  // createTestOffer assigned the matcher (offer_matchers).
  await db.insert(schema.interviewerAvailability).values({
    interviewerUserId: interviewer.userId,
    weekday: 1,
    startMinute: 540,
    endMinute: 1020,
    timeZone: "UTC",
  });

  // The pipeline: a candidacy with its history, interviews, presentation and decision.
  const [candidate] = await db
    .insert(schema.candidates)
    .values({
      offerId: offer.id,
      developerId: devId,
      status: "dev_interested",
      origin: "professional_user",
      note: mark("candnote"),
    })
    .returning();
  const candidateId = candidate!.id;
  await db.insert(schema.candidateEvents).values({
    candidateId,
    toStatus: "dev_interested",
    note: mark("eventnote"),
  });
  await db
    .insert(schema.matchingInterviews)
    .values({ candidateId, interviewerUserId: matcher.userId, notes: mark("screening") });
  const [interview] = await db
    .insert(schema.interviews)
    .values({
      type: "hard",
      candidateId,
      developerId: devId,
      interviewerUserId: interviewer.userId,
      scheduledAt: inAnHour(),
      durationMinutes: 60,
      summary: mark("summary"),
    })
    .returning();
  await db.insert(schema.interviewScores).values({
    interviewId: interview!.id,
    kind: "skill",
    key: "typescript",
    score: 4,
    note: mark("score"),
  });
  await db
    .insert(schema.interviewVerifiedSkills)
    .values({ developerId: devId, skillId: typescript, level: 4, interviewId: interview!.id });
  await db
    .insert(schema.interviewVerifiedEnglish)
    .values({ developerId: devId, level: "c1", interviewId: interview!.id });
  const [deep] = await db
    .insert(schema.deepProfiles)
    .values({ developerId: devId, content: { headline: mark("deep") }, createdBy: matcher.userId })
    .returning();
  await db
    .insert(schema.deepProfileLinks)
    .values({ deepProfileId: deep!.id, slugHash: mark("slug"), slugHint: "abcd" });
  const [snapshot] = await db
    .insert(schema.deepProfileSnapshots)
    .values({
      candidateId,
      offerId: offer.id,
      customerId: customer.customerId!,
      developerId: devId,
      document: { headline: mark("snapshot") },
    })
    .returning();
  await db
    .insert(schema.snapshotViews)
    .values({ snapshotId: snapshot!.id, viewerUserId: customer.userId, viewerRole: "customer" });
  await db.insert(schema.candidateDecisions).values({
    candidateId,
    snapshotId: snapshot!.id,
    decision: "not_approved",
    reason: "other",
    feedback: mark("feedback"),
    decidedBy: customer.userId,
    developerMessage: mark("shared"),
    sharedAt: new Date(),
  });
  await db.insert(schema.decisionReminders).values({ snapshotId: snapshot!.id, thresholdDays: 3 });
  await db
    .insert(schema.customerProfileViews)
    .values({ customerId: customer.customerId!, developerId: devId, month: "2031-07-01" });

  // The company: a budget the associate answered.
  const [budget] = await db
    .insert(schema.budgets)
    .values({
      customerId: customer.customerId!,
      title: "Team",
      draft: {},
      createdBy: matcher.userId,
    })
    .returning();
  const [version] = await db
    .insert(schema.budgetVersions)
    .values({
      budgetId: budget!.id,
      version: 1,
      content: {},
      currency: "USD",
      totalMinor: 100,
      validUntil: "2031-01-01",
      sentBy: matcher.userId,
    })
    .returning();
  await db.insert(schema.budgetResponses).values({
    budgetId: budget!.id,
    budgetVersionId: version!.id,
    decision: "accepted",
    comment: "ok",
    respondedBy: associate.userId,
    respondedByName: mark("responder"),
    respondedByRole: "customerAssociate",
  });
  await db
    .update(schema.customers)
    .set({ phoneNumber: mark("companyphone") })
    .where(eq(schema.customers.id, customer.customerId!));

  return { developer, customer, associate, matcher, interviewer, chatId, offerId: offer.id };
}
