import { ChatDetail, ChatInbox } from "@encaja/contracts";
import { findUserByEmail } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { createTestDb } from "@encaja/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatDetail } from "../modules/chats/chats.service";
import { chatInbox } from "../modules/chats/inbox.service";
import { createUser } from "../testing/factories";
import { seedDemoChats } from "./chats";
import { seedDemo } from "./demo-accounts";

const db = await createTestDb();
beforeAll(async () => {
  await seedDemo(db.db);
  for (let i = 0; i < 5; i++) await createUser(db.db, "developer");
}, 60_000);
afterAll(() => db.close());

describe("seedDemoChats", () => {
  it("gives the demo developer and five others conversations; idempotent", async () => {
    await seedDemoChats(db.db);
    await seedDemoChats(db.db);
    const matcher = (await findUserByEmail(db.db, "matcher@demo.encaja.dev"))!;
    const developer = (await findUserByEmail(db.db, "developer@demo.encaja.dev"))!;
    const staff = { userId: matcher.id, role: "matchers" as const };
    const inbox = ChatInbox.parse(await chatInbox(db.db, staff, { assigned: "any", limit: 20 }));
    expect(inbox.items).toHaveLength(6);
    expect(inbox.items.filter((i) => i.unreadCount > 0)).toHaveLength(3);
    const [own] = await db.db
      .select({ chatId: schema.developers.chatId })
      .from(schema.developers)
      .where(eq(schema.developers.userId, developer.id));
    const mine = ChatDetail.parse(
      await chatDetail(db.db, { userId: developer.id, role: "developer" }, own!.chatId),
    );
    expect(mine).toMatchObject({ unreadCount: 1, assignedTo: { userId: matcher.id } });
    const messages = await db.db
      .select()
      .from(schema.chatMessages)
      .where(eq(schema.chatMessages.chatId, own!.chatId));
    expect(messages).toHaveLength(5);
  });
});
