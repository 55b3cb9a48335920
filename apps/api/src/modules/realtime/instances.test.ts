import { routes } from "@encaja/contracts";
import { chatIdOfDeveloperUser, insertChatMessage } from "@encaja/db/queries";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser } from "../../testing/factories";
import {
  listenForSockets,
  newClientId,
  signedInSocket,
  startSecondInstance,
} from "../../testing/realtime";
import { setupTestApp } from "../../testing/setup";

/** Delivery across API instances (NOTIFY) and backfill after a disconnect. */
const t = setupTestApp();
let urlA = "";
let b: Awaited<ReturnType<typeof startSecondInstance>>;
beforeAll(async () => {
  urlA = await listenForSockets(t.app);
  b = await startSecondInstance(t.db);
});
afterAll(() => b?.close());

async function developerWithChat() {
  const developer = await createSignedInUser(t.db.db, "developer");
  const chatId = await chatIdOfDeveloperUser(t.db.db, developer.userId);
  if (!chatId) throw new Error("The developer has no chat");
  return { ...developer, chatId };
}

describe("two API instances", () => {
  it("deliver a message sent through instance A to a socket on instance B", async () => {
    const developer = await developerWithChat();
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const onB = await signedInSocket(b.url, matcher.token);
    onB.send({ type: "subscribe", chatId: developer.chatId });
    await onB.next("subscribed");
    const onA = await signedInSocket(urlA, developer.token);
    const clientId = newClientId();
    onA.send({ type: "send", chatId: developer.chatId, clientId, body: "Desde A" });
    expect((await onB.next("message")).message).toMatchObject({ clientId, body: "Desde A" });
    onA.close();
    onB.close();
  });
});

describe("backfill", () => {
  it("returns exactly the messages missed while disconnected, in order, then live ones", async () => {
    const developer = await developerWithChat();
    const matcher = await createSignedInUser(t.db.db, "matchers");
    const sendHttp = async (body: string) => {
      const res = await t.call(
        routes.chats.send,
        { params: { id: developer.chatId }, body: { clientId: newClientId(), body } },
        { as: matcher },
      );
      expect(res.status).toBe(201);
      return res.body as { seq: number };
    };
    const dev = await signedInSocket(urlA, developer.token);
    dev.send({ type: "subscribe", chatId: developer.chatId });
    await dev.next("subscribed");
    const seen = await sendHttp("before");
    expect((await dev.next("message")).message.seq).toBe(seen.seq);
    dev.close();
    await dev.closed;

    // Messages in another chat meanwhile (the global seq moves) must not leak in.
    const other = await developerWithChat();
    await t.call(
      routes.chats.send,
      { params: { id: other.chatId }, body: { clientId: newClientId(), body: "elsewhere" } },
      { as: matcher },
    );
    const missed = ["m1", "m2", "m3"];
    for (const body of missed) await sendHttp(body);

    const again = await signedInSocket(b.url, developer.token);
    again.send({ type: "subscribe", chatId: developer.chatId, after: seen.seq });
    const subscribed = await again.next("subscribed");
    const backfilled = again.frames.filter((f) => f.type === "message");
    expect(backfilled.map((f) => f.message.body)).toEqual(missed);
    const seqs = backfilled.map((f) => f.message.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(subscribed.lastSeq).toBe(seqs.at(-1));
    again.frames.length = 0;

    await sendHttp("live");
    expect((await again.next("message")).message.body).toBe("live");
    expect(await again.settle("message", 200)).toHaveLength(0);
    again.close();
  });

  it("pages a long backfill and sends a message that races it exactly once", async () => {
    const developer = await developerWithChat();
    const dev = await signedInSocket(b.url, developer.token);
    for (let i = 0; i < 120; i++) {
      await t.app.db.transaction(async (tx) => {
        await insertChatMessage(tx, {
          chatId: developer.chatId,
          senderUserId: developer.userId,
          senderSide: "developer",
          body: `n${i}`,
          clientId: newClientId(),
        });
      });
    }
    dev.send({ type: "subscribe", chatId: developer.chatId, after: 0 });
    // Sent through instance A while instance B's backfill runs: delivered once, after it.
    const racer = await t.call(
      routes.chats.send,
      { params: { id: developer.chatId }, body: { clientId: newClientId(), body: "racer" } },
      { as: developer },
    );
    expect(racer.status).toBe(201);
    await dev.next("subscribed");
    await dev.next("message", (f) => f.message.body === "racer");
    const messages = await dev.settle("message", 300);
    const bodies = messages.map((f) => f.message.body);
    expect(bodies).toHaveLength(120);
    expect(new Set(bodies).size).toBe(120);
    const seqs = messages.map((f) => f.message.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    dev.close();
  });
});
