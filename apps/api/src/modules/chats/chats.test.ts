import { randomUUID } from "node:crypto";
import { ChatDetail, ChatMessage, ChatMessagePage } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody, expectValidationError } from "../../testing/assertions";
import { chatRequests, createChatDeveloper, createStaff } from "../../testing/chats";
import { createSignedInUser } from "../../testing/factories";
import { setupTestApp } from "../../testing/setup";

const t = setupTestApp();
const chat = chatRequests(t);

async function notificationsOf(userId: string) {
  return t.db.db
    .select()
    .from(schema.notifications)
    .where(
      and(eq(schema.notifications.userId, userId), eq(schema.notifications.kind, "chat.message")),
    );
}

describe("chat access", () => {
  it("lets the developer and staff read the chat; another developer gets 404", async () => {
    const dev = await createChatDeveloper(t.db.db, { firstName: "Ana", lastName: "Pérez" });
    const other = await createChatDeveloper(t.db.db);
    for (const user of [
      dev,
      await createStaff(t.db.db),
      await createStaff(t.db.db, "superAdmin"),
    ]) {
      const detail = expectBody(await chat.get(`/chats/${dev.chatId}`, user.headers), ChatDetail);
      expect(detail).toMatchObject({ id: dev.chatId, developer: { name: "Ana Pérez" } });
      expectBody(await chat.get(`/chats/${dev.chatId}/messages`, user.headers), ChatMessagePage);
    }
    for (const res of [
      await chat.get(`/chats/${dev.chatId}`, other.headers),
      await chat.get(`/chats/${dev.chatId}/messages`, other.headers),
      await chat.send(dev.chatId, other.headers, { body: "hi" }),
      await chat.read(dev.chatId, other.headers, 1),
      await chat.get(`/chats/${randomUUID()}`, dev.headers),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
  });

  it("refuses customers and interviewers (403) and anonymous callers (401)", async () => {
    const dev = await createChatDeveloper(t.db.db);
    for (const role of ["customer", "customerAssociate", "hardInterviewer"] as const) {
      const user = await createSignedInUser(t.db.db, role);
      for (const res of [
        await chat.get(`/chats/${dev.chatId}`, user.headers),
        await chat.get(`/chats/${dev.chatId}/messages`, user.headers),
        await chat.send(dev.chatId, user.headers, { body: "hi" }),
        await chat.read(dev.chatId, user.headers, 1),
        await chat.get("/chats", user.headers),
        await chat.get("/chats/unread", user.headers),
        await chat.assign(dev.chatId, user.headers, null),
      ]) {
        expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
      }
    }
    for (const res of [
      await chat.get(`/chats/${dev.chatId}`),
      await chat.send(dev.chatId, {}, { body: "hi" }),
      await chat.get("/chats"),
      await chat.get("/chats/unread"),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });
});

describe("POST /chats/:id/messages", () => {
  it("sends, answers 201 then 200 with the same message for a resend", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const clientId = randomUUID();
    const first = expectBody(
      await chat.send(dev.chatId, dev.headers, { clientId, body: "  Hola  " }),
      ChatMessage,
      201,
    );
    expect(first).toMatchObject({
      body: "Hola",
      sender: { side: "developer", userId: dev.userId },
    });
    const again = expectBody(
      await chat.send(dev.chatId, dev.headers, { clientId, body: "Hola" }),
      ChatMessage,
    );
    expect(again.id).toBe(first.id);
    const page = expectBody(
      await chat.get(`/chats/${dev.chatId}/messages`, dev.headers),
      ChatMessagePage,
    );
    expect(page.items).toHaveLength(1);
  });

  it("rejects empty and oversize bodies, a bad clientId and unknown fields", async () => {
    const dev = await createChatDeveloper(t.db.db);
    expectValidationError(await chat.send(dev.chatId, dev.headers, { body: "   " }), "body");
    expectValidationError(
      await chat.send(dev.chatId, dev.headers, { body: "x".repeat(4001) }),
      "body",
    );
    expectValidationError(
      await chat.send(dev.chatId, dev.headers, { clientId: "nope", body: "hi" }),
      "clientId",
    );
    expectValidationError(
      await chat.send(dev.chatId, dev.headers, { body: "hi", to: "x" }),
      "body",
    );
  });

  it("refuses an unknown attachment with CHAT_ATTACHMENT_UNAVAILABLE and keeps nothing", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const res = await chat.send(dev.chatId, dev.headers, { attachmentId: randomUUID() });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("CHAT_ATTACHMENT_UNAVAILABLE");
    const page = expectBody(
      await chat.get(`/chats/${dev.chatId}/messages`, dev.headers),
      ChatMessagePage,
    );
    expect(page.items).toHaveLength(0);
  });
});

describe("GET /chats/:id/messages", () => {
  it("pages the latest, older and newer messages in exact order", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const sent: ChatMessage[] = [];
    for (let i = 1; i <= 5; i++) {
      sent.push(
        expectBody(await chat.send(dev.chatId, dev.headers, { body: `m${i}` }), ChatMessage, 201),
      );
    }
    const url = `/chats/${dev.chatId}/messages`;
    const latest = expectBody(await chat.get(`${url}?limit=2`, dev.headers), ChatMessagePage);
    expect(latest.items.map((m) => m.body)).toEqual(["m4", "m5"]);
    expect(latest.nextCursor).toBe(String(sent[3]!.seq));
    const older = expectBody(
      await chat.get(`${url}?limit=2&before=${latest.nextCursor}`, dev.headers),
      ChatMessagePage,
    );
    expect(older.items.map((m) => m.body)).toEqual(["m2", "m3"]);
    const backfill = expectBody(
      await chat.get(`${url}?after=${sent[1]!.seq}`, dev.headers),
      ChatMessagePage,
    );
    expect(backfill.items.map((m) => m.body)).toEqual(["m3", "m4", "m5"]);
    expect(backfill.nextCursor).toBeNull();
  });
});

describe("POST /chats/:id/read", () => {
  it("moves read positions forward only, capped at the last message, as receipts", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const matcher = await createStaff(t.db.db);
    const a = expectBody(
      await chat.send(dev.chatId, matcher.headers, { body: "a" }),
      ChatMessage,
      201,
    );
    const b = expectBody(
      await chat.send(dev.chatId, matcher.headers, { body: "b" }),
      ChatMessage,
      201,
    );
    let detail = expectBody(await chat.get(`/chats/${dev.chatId}`, dev.headers), ChatDetail);
    expect(detail).toMatchObject({ unreadCount: 2, myLastReadSeq: 0 });
    expect((await chat.read(dev.chatId, dev.headers, b.seq + 1000)).statusCode).toBe(204);
    expect((await chat.read(dev.chatId, dev.headers, a.seq)).statusCode).toBe(204);
    detail = expectBody(await chat.get(`/chats/${dev.chatId}`, dev.headers), ChatDetail);
    expect(detail).toMatchObject({ unreadCount: 0, myLastReadSeq: b.seq, peerLastReadSeq: b.seq });
    const staffView = expectBody(
      await chat.get(`/chats/${dev.chatId}`, matcher.headers),
      ChatDetail,
    );
    expect(staffView.peerLastReadSeq).toBe(b.seq);
    expectValidationError(await chat.read(dev.chatId, dev.headers, -1), "seq");
  });
});

describe("chat.message notifications", () => {
  it("tell the developer about staff messages, folded into one unread per chat", async () => {
    const dev = await createChatDeveloper(t.db.db, { firstName: "Lía", lastName: "Gómez" });
    const matcher = await createStaff(t.db.db);
    await chat.send(dev.chatId, matcher.headers, { body: "Primera" });
    await chat.send(dev.chatId, matcher.headers, { body: "x".repeat(300) });
    const rows = await notificationsOf(dev.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      category: "messages",
      link: `/chats/${dev.chatId}`,
      groupKey: `chat:${dev.chatId}`,
    });
    expect(rows[0]!.params).toMatchObject({ chatId: dev.chatId, developerName: "Lía Gómez" });
    expect(String(rows[0]!.params.excerpt).length).toBeLessThanOrEqual(140);
    expect(await notificationsOf(matcher.userId)).toHaveLength(0);
  });

  it("tell the assigned matcher about developer messages, and nobody when unassigned", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const matcher = await createStaff(t.db.db);
    await chat.send(dev.chatId, dev.headers, { body: "Nobody assigned yet" });
    expect(await notificationsOf(matcher.userId)).toHaveLength(0);
    expectBody(await chat.assign(dev.chatId, matcher.headers, matcher.userId), ChatDetail);
    await chat.send(dev.chatId, dev.headers, { body: "Now someone" });
    const rows = await notificationsOf(matcher.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.params).toMatchObject({ excerpt: "Now someone" });
    expect(await notificationsOf(dev.userId)).toHaveLength(0);
  });
});
