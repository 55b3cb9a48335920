import { eq, sql } from "drizzle-orm";
import {
  chats,
  credentials,
  customerAssociates,
  customers,
  developerSkills,
  developers,
  skills,
  stacks,
  users,
} from "../schema";
import { compiled } from "./compiled";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

/** Everything GET /users/me needs for one user, by role. Undefined for unknown/deleted users. */
export async function loadMeRecord(db: Executor, userId: string) {
  const base = await firstRow(
    db
      .select({
        userId: users.id,
        email: users.email,
        role: users.role,
        fullName: users.fullName,
        createdAt: users.createdAt,
        deletedAt: users.deletedAt,
        emailVerifiedAt: users.emailVerifiedAt,
        googleSubject: credentials.googleSubject,
      })
      .from(users)
      .leftJoin(credentials, eq(credentials.userId, users.id))
      .where(eq(users.id, userId)),
  );
  if (!base || base.deletedAt) return undefined;

  if (base.role === "developer") {
    const dev = await firstRow(
      db
        .select({
          developer: developers,
          stackName: stacks.name,
          chat: { id: chats.id, name: chats.name, avatar: chats.avatar },
        })
        .from(developers)
        .innerJoin(chats, eq(chats.id, developers.chatId))
        .leftJoin(stacks, eq(stacks.code, developers.mainStackCode))
        .where(eq(developers.userId, userId)),
    );
    if (!dev) return undefined;
    const devSkills = await db
      .select({ id: skills.id, name: skills.name, code: skills.code })
      .from(developerSkills)
      .innerJoin(skills, eq(skills.id, developerSkills.skillId))
      .where(eq(developerSkills.developerId, dev.developer.id))
      .orderBy(skills.name);
    return { kind: "developer" as const, base, ...dev, skills: devSkills };
  }
  if (base.role === "customer") {
    const customer = await firstRow(
      db.select().from(customers).where(eq(customers.ownerUserId, userId)),
    );
    if (!customer) return undefined;
    return { kind: "customer" as const, base, customer };
  }
  if (base.role === "customerAssociate") {
    const row = await firstRow(
      db
        .select({ associate: customerAssociates, customer: customers })
        .from(customerAssociates)
        .innerJoin(customers, eq(customers.id, customerAssociates.customerId))
        .where(eq(customerAssociates.userId, userId)),
    );
    if (!row) return undefined;
    return { kind: "customerAssociate" as const, base, ...row };
  }
  return { kind: "internal" as const, base };
}

const developerByUserId = compiled(["userId"], (db, p) =>
  db.select().from(developers).where(eq(developers.userId, p.userId)),
);
export async function findDeveloperByUserId(db: Executor, userId: string) {
  const [row] = await developerByUserId(db, { userId });
  return row;
}

const developerAndVerification = compiled(["userId"], (db, p) =>
  db
    .select({
      developer: developers,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(developers)
    .innerJoin(users, eq(users.id, developers.userId))
    .where(eq(developers.userId, p.userId)),
);
/** The developer of a user and whether the user's email is verified, in one round trip. */
export async function findDeveloperWithVerification(db: Executor, userId: string) {
  const [row] = await developerAndVerification(db, { userId });
  return row;
}

export async function findDeveloperById(db: Executor, id: string) {
  return firstRow(db.select().from(developers).where(eq(developers.id, id)));
}
