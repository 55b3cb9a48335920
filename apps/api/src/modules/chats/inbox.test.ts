import { randomBytes, randomUUID } from "node:crypto";
import { ChatDetail, ChatInbox, ChatMessage, ChatUnread } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import { chatRequests, createChatDeveloper, createStaff } from "../../testing/chats";
import { createSignedInUser } from "../../testing/factories";
import { createTestOffer } from "../../testing/offers";
import { setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const chat = chatRequests(t);

/** A surname no other test uses, so `q` isolates this test's conversations. */
const family = () => `Zu${randomBytes(4).toString("hex")}`;

async function inbox(headers: Record<string, string>, query: string) {
  return expectBody(await chat.get(`/chats?${query}`, headers), ChatInbox);
}

async function say(chatId: string, headers: Record<string, string>, body: string) {
  return expectBody(await chat.send(chatId, headers, { body }), ChatMessage, 201);
}

describe("GET /chats", () => {
  it("lists conversations unread first, then the latest, and pages them stably", async () => {
    const matcher = await createStaff(t.db.db);
    const last = family();
    const quiet = await createChatDeveloper(t.db.db, { firstName: "Quiet", lastName: last });
    const a = await createChatDeveloper(t.db.db, { firstName: "Ana", lastName: last });
    const b = await createChatDeveloper(t.db.db, { firstName: "Bea", lastName: last });
    const c = await createChatDeveloper(t.db.db, { firstName: "Cid", lastName: last });
    await say(a.chatId, a.headers, "from a");
    await say(b.chatId, b.headers, "from b");
    const readUpTo = await say(c.chatId, c.headers, "from c");
    await chat.read(c.chatId, matcher.headers, readUpTo.seq);
    await say(b.chatId, matcher.headers, "staff answer to b");
    const d = await createChatDeveloper(t.db.db, { firstName: "Dan", lastName: last });
    await say(d.chatId, d.headers, "from d");
    expect(quiet.chatId).toBeDefined();

    const all = await inbox(matcher.headers, `q=${last}`);
    // Dan's and Ana's messages are unread; answering Bea read hers; Cid's was read.
    expect(all.items.map((i) => i.developer.name)).toEqual([
      `Dan ${last}`,
      `Ana ${last}`,
      `Bea ${last}`,
      `Cid ${last}`,
    ]);
    expect(all.items.map((i) => i.unreadCount)).toEqual([1, 1, 0, 0]);
    expect(all.items[2]?.lastMessage).toEqual({
      excerpt: "staff answer to b",
      side: "staff",
      hasAttachment: false,
    });

    const first = await inbox(matcher.headers, `q=${last}&limit=2`);
    expect(first.items.map((i) => i.id)).toEqual([d.chatId, a.chatId]);
    const second = await inbox(matcher.headers, `q=${last}&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i.id)).toEqual([b.chatId, c.chatId]);
    expect(second.nextCursor).toBeNull();
    expectValidationError(await chat.get("/chats?cursor=bad", matcher.headers), "cursor");
  });

  it("searches names ignoring accents and case, filters by offer and assignment", async () => {
    const matcher = await createStaff(t.db.db);
    const last = family();
    const jose = await createChatDeveloper(t.db.db, { firstName: "José", lastName: last });
    const lucia = await createChatDeveloper(t.db.db, { firstName: "Lucía", lastName: last });
    await say(jose.chatId, jose.headers, "hola");
    await say(lucia.chatId, lucia.headers, "hola");
    const byName = await inbox(matcher.headers, `q=${encodeURIComponent(`JOSE ${last}`)}`);
    expect(byName.items.map((i) => i.id)).toEqual([jose.chatId]);
    expect((await inbox(matcher.headers, "q=%25%25%25")).items).toEqual([]);

    const offer = await createTestOffer(t.db.db);
    await t.db.db.insert(schema.candidates).values({
      offerId: offer.id,
      developerId: lucia.developerId!,
      status: "intent_to_apply",
      origin: "professional_user",
    });
    const byOffer = await inbox(matcher.headers, `offerId=${offer.id}`);
    expect(byOffer.items.map((i) => i.id)).toEqual([lucia.chatId]);

    expectBody(await chat.assign(jose.chatId, matcher.headers, matcher.userId), ChatDetail);
    const mine = await inbox(matcher.headers, `q=${last}&assigned=me`);
    expect(mine.items.map((i) => i.id)).toEqual([jose.chatId]);
    expect(mine.items[0]?.assignedTo).toEqual({ userId: matcher.userId, name: "Staff matchers" });
    const unassigned = await inbox(matcher.headers, `q=${last}&assigned=unassigned`);
    expect(unassigned.items.map((i) => i.id)).toEqual([lucia.chatId]);
    expectValidationError(await chat.get("/chats?assigned=them", matcher.headers), "assigned");
  });

  it("shows an assigned conversation that has no messages yet", async () => {
    const matcher = await createStaff(t.db.db);
    const last = family();
    const dev = await createChatDeveloper(t.db.db, { firstName: "Ema", lastName: last });
    expect((await inbox(matcher.headers, `q=${last}`)).items).toEqual([]);
    await chat.assign(dev.chatId, matcher.headers, matcher.userId);
    const [item] = (await inbox(matcher.headers, `q=${last}`)).items;
    expect(item).toMatchObject({ id: dev.chatId, lastMessage: null, lastMessageAt: null });
  });

  it("refuses developers (403)", async () => {
    const dev = await createChatDeveloper(t.db.db);
    expect((await chat.get("/chats", dev.headers)).statusCode).toBe(403);
  });
});

describe("GET /chats/unread", () => {
  it("counts the developer's chat once and staff's chats with developer messages", async () => {
    const matcher = await createStaff(t.db.db);
    const before = expectBody(await chat.get("/chats/unread", matcher.headers), ChatUnread).chats;
    const dev = await createChatDeveloper(t.db.db);
    const other = await createChatDeveloper(t.db.db);
    expect(expectBody(await chat.get("/chats/unread", dev.headers), ChatUnread)).toEqual({
      chats: 0,
    });
    await say(dev.chatId, dev.headers, "one");
    await say(dev.chatId, dev.headers, "two");
    const answer = await say(dev.chatId, matcher.headers, "reply");
    await say(other.chatId, other.headers, "three");
    const staff = expectBody(await chat.get("/chats/unread", matcher.headers), ChatUnread);
    expect(staff.chats).toBe(before + 1);
    expect(expectBody(await chat.get("/chats/unread", dev.headers), ChatUnread).chats).toBe(1);
    await chat.read(dev.chatId, dev.headers, answer.seq);
    expect(expectBody(await chat.get("/chats/unread", dev.headers), ChatUnread).chats).toBe(0);
  });
});

describe("PUT /chats/:id/assignee", () => {
  it("lets a matcher take and hand back a conversation, audited", async () => {
    const matcher = await createStaff(t.db.db);
    const dev = await createChatDeveloper(t.db.db);
    const taken = expectBody(
      await chat.assign(dev.chatId, matcher.headers, matcher.userId),
      ChatDetail,
    );
    expect(taken.assignedTo?.userId).toBe(matcher.userId);
    const back = expectBody(await chat.assign(dev.chatId, matcher.headers, null), ChatDetail);
    expect(back.assignedTo).toBeNull();
    const audit = await t.db.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.actorUserId, matcher.userId));
    expect(audit.map((a) => [a.action, a.details])).toEqual([
      [
        "chat.assigned",
        { chatId: dev.chatId, assignedUserId: matcher.userId, previousUserId: null },
      ],
      [
        "chat.assigned",
        { chatId: dev.chatId, assignedUserId: null, previousUserId: matcher.userId },
      ],
    ]);
  });

  it("refuses a matcher assigning someone else, and anyone who is not active staff", async () => {
    const matcher = await createStaff(t.db.db);
    const colleague = await createStaff(t.db.db);
    const admin = await createStaff(t.db.db, "superAdmin");
    const customer = await createSignedInUser(t.db.db, "customer");
    const dev = await createChatDeveloper(t.db.db);
    expectValidationError(
      await chat.assign(dev.chatId, matcher.headers, colleague.userId),
      "userId",
    );
    for (const userId of [customer.userId, dev.userId, randomUUID()]) {
      expectValidationError(await chat.assign(dev.chatId, admin.headers, userId), "userId");
    }
    const given = expectBody(
      await chat.assign(dev.chatId, admin.headers, colleague.userId),
      ChatDetail,
    );
    expect(given.assignedTo?.userId).toBe(colleague.userId);
    expect((await chat.assign(randomUUID(), admin.headers, null)).statusCode).toBe(404);
    expect((await chat.assign(dev.chatId, dev.headers, dev.userId)).statusCode).toBe(403);
    expectValidationError(await chat.assign(dev.chatId, admin.headers, "nope" as never), "userId");
  });
});
