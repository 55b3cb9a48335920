import { eq, sql } from "drizzle-orm";
import {
  assessmentAttempts,
  chats,
  credentials,
  customerAssociates,
  customers,
  developerSkills,
  developers,
  platformLinks,
  sessions,
  users,
} from "../schema";
import type { Executor } from "./executor";

/**
 * Erases a user's personal data (account deletion). The user row stays as a tombstone so
 * history that references it keeps its integrity, but nothing personal remains on it.
 * Applications are anonymised by the modules that add them.
 */
export async function eraseUser(db: Executor, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(credentials).where(eq(credentials.userId, userId));
  const [dev] = await db.select().from(developers).where(eq(developers.userId, userId)).limit(1);
  if (dev) {
    await db.delete(platformLinks).where(eq(platformLinks.developerId, dev.id));
    await db.delete(assessmentAttempts).where(eq(assessmentAttempts.developerId, dev.id));
    await db.delete(developerSkills).where(eq(developerSkills.developerId, dev.id));
    await db
      .update(developers)
      .set({
        firstName: "",
        lastName: "",
        phone: null,
        photoUrl: null,
        location: null,
        locationId: null,
        userId: null,
        approval: "disapproved",
        updatedAt: sql`now()`,
      })
      .where(eq(developers.id, dev.id));
    await db.update(chats).set({ name: "", avatar: null }).where(eq(chats.id, dev.chatId));
  }
  await db.delete(customerAssociates).where(eq(customerAssociates.userId, userId));
  await db
    .update(customers)
    .set({ ownerUserId: null, phoneNumber: null, photoUrl: null })
    .where(eq(customers.ownerUserId, userId));
  await db
    .update(users)
    .set({
      email: sql`'deleted-' || ${users.id} || '@deleted.invalid'`,
      fullName: null,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
