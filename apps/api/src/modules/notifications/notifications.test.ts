import { randomUUID } from "node:crypto";
import {
  applicationStatusOf,
  type CandidateStatus,
  candidateStatuses,
  canTransitionCandidate,
} from "@encaja/contracts";
import { insertCandidate, insertChatMessage, markChatRead } from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { and, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../../testing/factories";
import { createTestOffer } from "../../testing/offers";
import { requestsWith, setupSignedInUser, setupTestApp } from "../../testing/setup";
import { moveCandidate } from "../pipeline/move-candidate";
import { sendChatBurstEmails, sendDailyDigests } from "./jobs";
import { notifyUsers } from "./notify";
import { unsubscribeToken } from "./unsubscribe-token";

const t = setupTestApp();
const matcher = setupSignedInUser(t, "matchers");
const { get, post, put } = requestsWith(t);
const db = () => t.db.db;

const outboxTo = (email: string) =>
  db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.toAddress, email));
const notificationsOf = (userId: string) =>
  db().select().from(schema.notifications).where(eq(schema.notifications.userId, userId));

async function developer(locale: "es" | "en" = "es") {
  const dev = await createSignedInUser(db(), "developer");
  await db().update(schema.users).set({ locale }).where(eq(schema.users.id, dev.userId));
  return dev;
}

/** A move from intent_to_apply that changes what the developer sees (and presents nobody). */
const visibleMove = candidateStatuses.find(
  (s) =>
    canTransitionCandidate("intent_to_apply", s) &&
    applicationStatusOf[s] !== "received" &&
    applicationStatusOf[s] !== "invited" &&
    !s.startsWith("presented"),
) as CandidateStatus;

async function moveOnce(developerId: string) {
  const offer = await createTestOffer(db());
  const candidate = await insertCandidate(db(), {
    offerId: offer.id,
    developerId,
    status: "intent_to_apply",
    origin: "matching_algorithm",
    createdBy: matcher.userId,
  });
  await moveCandidate(t.app, db(), matcher, { candidate: candidate!, to: visibleMove });
  return candidate!;
}

describe("a candidate status change", () => {
  it.each(["es", "en"] as const)(
    "emails the developer exactly once, in %s, with RFC 8058 headers",
    async (locale) => {
      const dev = await developer(locale);
      await moveOnce(dev.developerId!);
      const [notification, ...more] = await notificationsOf(dev.userId);
      expect(more).toHaveLength(0);
      expect(notification).toMatchObject({ kind: "candidate.status", emailState: "queued" });
      const emails = (await outboxTo(dev.email)).filter((e) => e.template === "notification");
      expect(emails).toHaveLength(1);
      const email = emails[0]!;
      expect(email.idempotencyKey).toBe(`notification:${notification!.id}:email`);
      expect(email.subject).toMatch(locale === "es" ? /Tu candidatura/ : /Your application/);
      expect(email.text).toContain(
        locale === "es"
          ? "http://web.test:3000/dashboard/applications"
          : "http://web.test:3000/en/dashboard/applications",
      );
      expect(email.text).toContain("/notifications/unsubscribe?token=");
      expect(email.headers?.["List-Unsubscribe"]).toMatch(
        /^<http:\/\/api\.test:4000\/notifications\/unsubscribe\?token=.+>$/,
      );
      expect(email.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    },
  );

  it("tells the developer of forward progress only: back-and-forth moves are no news, closing is", async () => {
    const dev = await developer();
    const offer = await createTestOffer(db());
    let candidate = (await insertCandidate(db(), {
      offerId: offer.id,
      developerId: dev.developerId!,
      status: "intent_to_apply",
      origin: "professional_user",
      createdBy: null,
    }))!;
    const path: CandidateStatus[] = [
      "matching_interview_scheduled", // in review
      "soft_interview", // interviewing
      "waiting_to_code", // in review again: no news
      "hard_interview", // interviewing again: no news
      "presented_to_client_pending", // in review again: no news
      "presented_to_client_approved", // interviewing again: no news
      "proposal_sent", // offer
      "proposal_rejected", // closed
    ];
    for (const to of path) {
      candidate = (await moveCandidate(t.app, db(), matcher, { candidate, to }))!;
      expect(candidate.status).toBe(to);
    }
    const told = (await notificationsOf(dev.userId))
      .filter((n) => n.kind === "candidate.status")
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((n) => n.params.status);
    expect(told).toEqual(["in_review", "interviewing", "offer", "closed"]);
  });

  it("writes nothing and emails nobody when the preference is off", async () => {
    const dev = await developer();
    const res = await put("/notifications/settings", dev.headers, {
      settings: [{ category: "applications", mode: "off" }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await moveOnce(dev.developerId!);
    expect(await notificationsOf(dev.userId)).toHaveLength(0);
    expect(await outboxTo(dev.email)).toHaveLength(0);
  });

  it("replaying the email key queues nothing twice", async () => {
    const dev = await developer();
    await moveOnce(dev.developerId!);
    const [row] = await notificationsOf(dev.userId);
    await t.app.sendEmail(db(), {
      to: dev.email,
      template: "notification",
      locale: "es",
      data: {
        summary: "x",
        link: "http://web.test:3000/",
        unsubscribeLink: "http://web.test:3000/",
      },
      idempotencyKey: `notification:${row!.id}:email`,
    });
    expect(await outboxTo(dev.email)).toHaveLength(1);
  });

  it("is rolled back with its transaction", async () => {
    const dev = await developer();
    await expect(
      db().transaction(async (tx) => {
        await notifyUsers(t.app, tx, {
          userIds: [dev.userId],
          kind: "candidate.status",
          params: { status: "hired" },
          link: "/dashboard/applications",
        });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await notificationsOf(dev.userId)).toHaveLength(0);
    expect(await outboxTo(dev.email)).toHaveLength(0);
  });
});

describe("the bell endpoints", () => {
  it("list, count, mark one and all read; someone else's is 404", async () => {
    const dev = await developer();
    const other = await developer();
    for (const status of ["hired", "closed", "offer"]) {
      await notifyUsers(t.app, db(), {
        userIds: [dev.userId],
        kind: "candidate.status",
        params: { status },
        link: "/dashboard/applications",
      });
    }
    const page1 = await get("/notifications?limit=2", dev.headers);
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json()).toMatchObject({ unreadCount: 3 });
    expect(page1.json().items).toHaveLength(2);
    expect(page1.json().items[0].params.status).toBe("offer");
    const page2 = await get(
      `/notifications?limit=2&cursor=${page1.json().nextCursor}`,
      dev.headers,
    );
    expect(page2.json().items.map((n: { params: { status: string } }) => n.params.status)).toEqual([
      "hired",
    ]);
    const id = page1.json().items[0].id;
    expect((await post(`/notifications/${id}/read`, other.headers)).statusCode).toBe(404);
    expect((await post(`/notifications/${id}/read`, dev.headers)).statusCode).toBe(204);
    expect((await get("/notifications/unread", dev.headers)).json()).toEqual({ count: 2 });
    expect((await get("/notifications?unread=true", dev.headers)).json().items).toHaveLength(2);
    expect((await post("/notifications/read-all", dev.headers)).statusCode).toBe(204);
    expect((await get("/notifications/unread", dev.headers)).json()).toEqual({ count: 0 });
    expect((await get("/notifications/unread", {})).statusCode).toBe(401);
    expect((await get("/notifications?cursor=bad", dev.headers)).statusCode).toBe(400);
  });

  it("settings: my role's categories with defaults; another role's category is VALIDATION", async () => {
    const dev = await developer();
    const mine = await get("/notifications/settings", dev.headers);
    expect(mine.json().settings.map((s: { category: string }) => s.category)).toEqual([
      "applications",
      "offers",
      "interviews",
      "messages",
    ]);
    const wrong = await put("/notifications/settings", dev.headers, {
      settings: [{ category: "budgets", mode: "email" }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("VALIDATION");
    const bad = await put("/notifications/settings", dev.headers, {
      settings: [{ category: "offers", mode: "loud" }],
    });
    expect(bad.statusCode).toBe(400);
    const ok = await put("/notifications/settings", dev.headers, {
      settings: [{ category: "offers", mode: "digest" }],
    });
    expect(ok.json().settings).toContainEqual({ category: "offers", mode: "digest" });
    const customer = await createSignedInUser(db(), "customer");
    const theirs = await get("/notifications/settings", customer.headers);
    expect(theirs.json().settings.map((s: { category: string }) => s.category)).toEqual([
      "candidates",
      "interviews",
      "budgets",
    ]);
  });
});

describe("one-click unsubscribe", () => {
  it("GET tells, POST (form body as mail clients send) switches to in_app; bad tokens are refused", async () => {
    const dev = await developer();
    const token = await unsubscribeToken(db(), dev.userId, "applications");
    const info = await get(`/notifications/unsubscribe?token=${token}`, {});
    expect(info.json()).toEqual({ category: "applications", mode: "email" });
    const res = await t.app.inject({
      method: "POST",
      url: `/notifications/unsubscribe?token=${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ category: "applications", mode: "in_app" });
    expect((await post(`/notifications/unsubscribe?token=${token}`, {})).json().mode).toBe(
      "in_app",
    );
    await moveOnce(dev.developerId!);
    expect(await notificationsOf(dev.userId)).toHaveLength(1);
    expect(await outboxTo(dev.email)).toHaveLength(0);
    const decoded = Buffer.from(token, "base64url").toString().split(".");
    const forged = Buffer.from(`${decoded[0]}.offers.${decoded[2]}`).toString("base64url");
    for (const bad of [forged, "x".repeat(40)]) {
      const refused = await post(`/notifications/unsubscribe?token=${bad}`, {});
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe("UNSUBSCRIBE_LINK_INVALID");
    }
  });
});

describe("the email jobs", () => {
  it("digest: several notifications become one email, once", async () => {
    const dev = await developer("en");
    await put("/notifications/settings", dev.headers, {
      settings: [{ category: "applications", mode: "digest" }],
    });
    for (const status of ["hired", "closed"]) {
      await notifyUsers(t.app, db(), {
        userIds: [dev.userId],
        kind: "candidate.status",
        params: { status, offerTitle: "Go" },
        link: "/dashboard/applications",
      });
    }
    expect(await sendDailyDigests(t.app)).toBe(0);
    await db()
      .update(schema.notifications)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(schema.notifications.userId, dev.userId));
    await sendDailyDigests(t.app);
    await sendDailyDigests(t.app);
    const emails = await outboxTo(dev.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toMatch(/daily digest: 2 updates/);
    expect(emails[0]!.idempotencyKey).toMatch(
      new RegExp(`^digest:${dev.userId}:\\d{4}-\\d{2}-\\d{2}$`),
    );
    expect((await notificationsOf(dev.userId)).every((n) => n.emailState === "digested")).toBe(
      true,
    );
  });

  async function chatBurst(count: number) {
    const dev = await developer();
    const [row] = await db()
      .select({ chatId: schema.developers.chatId })
      .from(schema.developers)
      .where(eq(schema.developers.userId, dev.userId));
    const chatId = row!.chatId!;
    let seq = 0;
    for (let i = 0; i < count; i += 1) {
      seq = (
        await insertChatMessage(db(), {
          chatId,
          senderUserId: matcher.userId,
          senderSide: "staff",
          body: `hi ${i}`,
          clientId: randomUUID(),
        })
      ).seq;
    }
    const backdate = () =>
      db()
        .update(schema.chatMessages)
        .set({ createdAt: sql`now() - interval '10 minutes'` })
        .where(eq(schema.chatMessages.chatId, chatId));
    return { dev, chatId, seq, backdate };
  }

  it("chat burst: one email for several unread messages, none twice", async () => {
    const { dev, chatId, backdate } = await chatBurst(3);
    expect(await sendChatBurstEmails(t.app)).toBeGreaterThanOrEqual(0);
    expect(await outboxTo(dev.email)).toHaveLength(0);
    await backdate();
    await sendChatBurstEmails(t.app);
    await sendChatBurstEmails(t.app);
    const emails = await db()
      .select()
      .from(schema.emailOutbox)
      .where(
        and(
          eq(schema.emailOutbox.toAddress, dev.email),
          like(schema.emailOutbox.idempotencyKey, `chat:${chatId}:%`),
        ),
      );
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toMatch(/3 mensajes nuevos/);
    expect(emails[0]!.text).toContain(`/chats/${chatId}`);
  });

  it("chat burst: read in time, no email", async () => {
    const { dev, chatId, seq, backdate } = await chatBurst(2);
    await markChatRead(db(), { chatId, userId: dev.userId, seq });
    await backdate();
    await sendChatBurstEmails(t.app);
    expect(await outboxTo(dev.email)).toHaveLength(0);
  });
});
