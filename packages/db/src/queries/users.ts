import { randomBytes } from "node:crypto";
import type {
  EnglishLevel,
  Locale,
  MainSkillCategory,
  Plan,
  Role,
  Seniority,
} from "@encaja/contracts";
import { eq } from "drizzle-orm";

import {
  chats,
  credentials,
  customerAssociates,
  customers,
  developers,
  internalStaff,
  users,
} from "../schema";

/** Opaque public id of a developer (never the UUID). */
export const newHashedId = () => randomBytes(12).toString("base64url");

import type { Executor } from "./executor";
import { firstRow } from "./first-row";

interface BaseUser {
  email: string;
  passwordHash?: string | null;
  googleSubject?: string | null;
  locale?: Locale;
  /** False only for password sign-ups, which must prove the email by link (ADR 0016). */
  emailVerified?: boolean;
}

async function insertUser(
  db: Executor,
  input: BaseUser & { role: Role; fullName?: string | null },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      role: input.role,
      fullName: input.fullName ?? null,
      locale: input.locale ?? "es",
      emailVerifiedAt: input.emailVerified === false ? null : new Date(),
    })
    .returning();
  if (!user) throw new Error("user insert returned nothing");
  await db.insert(credentials).values({
    userId: user.id,
    passwordHash: input.passwordHash ?? null,
    googleSubject: input.googleSubject ?? null,
  });
  return user;
}

export interface NewDeveloper extends BaseUser {
  firstName: string;
  lastName: string;
  seniority?: Seniority;
  techRole?: MainSkillCategory;
  mainStackCode?: string | null;
  devExperienceMonths?: number;
  englishLevel?: EnglishLevel | null;
  onboarding?: "pending" | "completed";
}

export async function createDeveloperUser(db: Executor, input: NewDeveloper) {
  const user = await insertUser(db, {
    ...input,
    role: "developer",
    fullName: `${input.firstName} ${input.lastName}`.trim(),
  });
  const [chat] = await db
    .insert(chats)
    .values({ name: `${input.firstName} ${input.lastName}`.trim() })
    .returning();
  const [developer] = await db
    .insert(developers)
    .values({
      userId: user.id,
      hashedId: newHashedId(),
      firstName: input.firstName,
      lastName: input.lastName,
      seniority: input.seniority ?? "junior",
      techRole: input.techRole ?? "custom",
      mainStackCode: input.mainStackCode ?? null,
      devExperienceMonths: input.devExperienceMonths ?? 0,
      englishLevel: input.englishLevel ?? null,
      onboarding: input.onboarding ?? "pending",
      chatId: chat!.id,
    })
    .returning();
  return { user, developer: developer! };
}

export async function createCustomerUser(
  db: Executor,
  input: BaseUser & {
    fullName: string;
    companyName: string;
    phoneNumber?: string | null;
    plan?: Plan;
  },
) {
  const user = await insertUser(db, { ...input, role: "customer" });
  const [customer] = await db
    .insert(customers)
    .values({
      ownerUserId: user.id,
      name: input.companyName,
      phoneNumber: input.phoneNumber ?? null,
      plan: input.plan ?? "free",
    })
    .returning();
  return { user, customer: customer! };
}

export async function createAssociateUser(
  db: Executor,
  input: BaseUser & { fullName: string; customerId: string },
) {
  const user = await insertUser(db, { ...input, role: "customerAssociate" });
  const [associate] = await db
    .insert(customerAssociates)
    .values({ customerId: input.customerId, userId: user.id })
    .returning();
  return { user, associate: associate! };
}

export async function createInternalUser(
  db: Executor,
  input: BaseUser & { fullName: string; role: "superAdmin" | "matchers" | "hardInterviewer" },
) {
  const user = await insertUser(db, input);
  await db.insert(internalStaff).values({ userId: user.id });
  return { user };
}

export async function findUserByEmail(db: Executor, email: string) {
  return firstRow(db.select().from(users).where(eq(users.email, email)));
}

export async function countUsers(db: Executor): Promise<number> {
  return db.$count(users);
}

export async function setDeveloperProfileSource(
  db: Executor,
  developerId: string,
  profileSource: "register" | "dataset" | "extension" | "linkedin_creator",
) {
  await db.update(developers).set({ profileSource }).where(eq(developers.id, developerId));
}
