import {
  REALTIME_MAX_FRAME_BYTES,
  REALTIME_RATE,
  realtimeCloseCodes,
  routes,
} from "@encaja/contracts";
import { chatIdOfDeveloperUser } from "@encaja/db/queries";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_WEB_URL } from "../../testing/app";
import { createSignedInUser } from "../../testing/factories";
import { listenForSockets, newClientId, openSocket, signedInSocket } from "../../testing/realtime";
import { setupTestApp } from "../../testing/setup";
import { notifyUsers } from "../notifications/notify";

const t = setupTestApp();
let url = "";
beforeAll(async () => {
  url = await listenForSockets(t.app);
});

async function developerWithChat() {
  const developer = await createSignedInUser(t.db.db, "developer");
  const chatId = await chatIdOfDeveloperUser(t.db.db, developer.userId);
  if (!chatId) throw new Error("The developer has no chat");
  return { ...developer, chatId };
}

describe("realtime authentication", () => {
  it("answers ready to a valid auth frame and closes 4401 on a bad token", async () => {
    const developer = await developerWithChat();
    const good = await signedInSocket(url, developer.token);
    good.close();
    const bad = await openSocket(url);
    bad.send({ type: "auth", token: "A".repeat(43) });
    expect((await bad.closed).code).toBe(realtimeCloseCodes.unauthorized);
  });

  it("closes 4401 when the first frame is not auth, and when no frame comes in time", async () => {
    const first = await openSocket(url);
    first.send({ type: "ping" });
    expect((await first.closed).code).toBe(realtimeCloseCodes.unauthorized);
    const silent = await openSocket(url);
    const started = Date.now();
    expect((await silent.closed).code).toBe(realtimeCloseCodes.unauthorized);
    expect(Date.now() - started).toBeGreaterThan(4_000);
  }, 10_000);

  it("refuses the upgrade from another site's Origin and accepts the web app's", async () => {
    await expect(openSocket(url, { origin: "https://evil.example" })).rejects.toThrow(/403/);
    const ok = await openSocket(url, { origin: TEST_WEB_URL });
    ok.close();
  });

  it("answers a plain GET without the upgrade with BAD_REQUEST", async () => {
    const res = await t.call(routes.realtime.connect, {});
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe("BAD_REQUEST");
  });

  it("closes an open socket with 4401 once its session is logged out", async () => {
    const developer = await developerWithChat();
    const socket = await signedInSocket(url, developer.token);
    const res = await t.call(routes.auth.logout, {}, { as: developer });
    expect(res.status).toBeLessThan(300);
    expect((await socket.closed).code).toBe(realtimeCloseCodes.unauthorized);
  });
});

describe("realtime chat", () => {
  it("subscribes to one's own chat; someone else's answers a NOT_FOUND frame", async () => {
    const developer = await developerWithChat();
    const other = await developerWithChat();
    const socket = await signedInSocket(url, developer.token);
    socket.send({ type: "subscribe", chatId: developer.chatId });
    expect(await socket.next("subscribed")).toEqual({
      type: "subscribed",
      chatId: developer.chatId,
      lastSeq: 0,
    });
    socket.send({ type: "subscribe", chatId: other.chatId });
    const error = await socket.next("error");
    expect(error).toMatchObject({ code: "NOT_FOUND", replyTo: "subscribe" });
    socket.send({ type: "send", chatId: other.chatId, clientId: newClientId(), body: "hola" });
    expect(await socket.next("error")).toMatchObject({ code: "NOT_FOUND", replyTo: "send" });
    socket.close();
  });

  it("delivers messages sent over WebSocket and over HTTP to the other side", async () => {
    const developer = await developerWithChat();
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const dev = await signedInSocket(url, developer.token);
    const staff = await signedInSocket(url, matcher.token);
    for (const s of [dev, staff]) {
      s.send({ type: "subscribe", chatId: developer.chatId });
      await s.next("subscribed");
    }
    const clientId = newClientId();
    dev.send({ type: "send", chatId: developer.chatId, clientId, body: "Hola equipo" });
    const received = await staff.next("message");
    expect(received.message).toMatchObject({ clientId, body: "Hola equipo" });
    expect(received.message.sender.side).toBe("developer");
    expect((await dev.next("message")).message.clientId).toBe(clientId);

    const res = await t.call(
      routes.chats.send,
      { params: { id: developer.chatId }, body: { clientId: newClientId(), body: "Hi there" } },
      { as: matcher },
    );
    expect(res.status).toBe(201);
    expect((await dev.next("message")).message.body).toBe("Hi there");

    dev.send({ type: "read", chatId: developer.chatId, seq: res.body.seq });
    expect(await staff.next("read")).toMatchObject({ side: "developer", seq: res.body.seq });
    dev.close();
    staff.close();
  });

  it("stores an idempotent resend once and acknowledges both sends", async () => {
    const developer = await developerWithChat();
    const socket = await signedInSocket(url, developer.token);
    const clientId = newClientId();
    const frame = { type: "send", chatId: developer.chatId, clientId, body: "once" };
    socket.send(frame);
    const first = await socket.next("message");
    socket.send(frame);
    const second = await socket.next("message");
    expect(second.message.id).toBe(first.message.id);
    const page = await t.call(
      routes.chats.messages,
      { params: { id: developer.chatId }, query: {} },
      { as: developer },
    );
    expect(page.body.items).toHaveLength(1);
    socket.close();
  });

  it("answers bad frames with a VALIDATION frame and keeps the socket open", async () => {
    const developer = await developerWithChat();
    const socket = await signedInSocket(url, developer.token);
    socket.send("not json");
    expect(await socket.next("error")).toMatchObject({ code: "VALIDATION" });
    const clientId = newClientId();
    socket.send({ type: "send", chatId: developer.chatId, clientId, body: "" });
    expect(await socket.next("error")).toMatchObject({ code: "VALIDATION", clientId });
    socket.send({ type: "ping" });
    await socket.next("pong");
    socket.close();
  });
});

describe("realtime limits", () => {
  it("answers RATE_LIMITED past the burst and closes 1008 on a flood", async () => {
    const developer = await developerWithChat();
    const socket = await signedInSocket(url, developer.token);
    for (let i = 0; i < REALTIME_RATE.burst + 5; i++) socket.send({ type: "ping" });
    expect(await socket.next("error")).toMatchObject({ code: "RATE_LIMITED" });
    for (let i = 0; i < REALTIME_RATE.burst * 3; i++) socket.send({ type: "ping" });
    expect((await socket.closed).code).toBe(realtimeCloseCodes.policy);
  });

  it("closes a socket that sends a frame over the size limit", async () => {
    const developer = await developerWithChat();
    const socket = await signedInSocket(url, developer.token);
    socket.send({ type: "ping", pad: "x".repeat(REALTIME_MAX_FRAME_BYTES) });
    // ws answers an oversize frame with 1009 (Message Too Big) before the app sees it.
    expect((await socket.closed).code).toBe(1009);
  });

  it("keeps at most 10 sockets per user, closing the oldest", async () => {
    const developer = await developerWithChat();
    const sockets = [];
    for (let i = 0; i < 11; i++) sockets.push(await signedInSocket(url, developer.token));
    expect((await sockets[0]!.closed).code).toBe(realtimeCloseCodes.policy);
    for (const s of sockets.slice(1)) s.close();
  });
});

describe("realtime notifications", () => {
  it("pushes a notification once its transaction commits, and nothing on rollback", async () => {
    const developer = await developerWithChat();
    const socket = await signedInSocket(url, developer.token);
    const input = {
      userIds: [developer.userId],
      kind: "chat.message",
      params: {},
      link: `/chats/${developer.chatId}`,
    } as const;
    await t.app.db
      .transaction(async (tx) => {
        await notifyUsers(t.app, tx, input);
        throw new Error("rollback");
      })
      .catch(() => {});
    expect(await socket.settle("notification")).toHaveLength(0);
    await t.app.db.transaction((tx) => notifyUsers(t.app, tx, input));
    const frame = await socket.next("notification");
    expect(frame.unreadCount).toBe(1);
    expect(frame.notification).toMatchObject({ kind: "chat.message", readAt: null });
    socket.close();
  });
});
