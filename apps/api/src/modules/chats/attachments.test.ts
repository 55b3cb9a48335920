import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ChatAttachment, ChatInbox, ChatMessage, routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectBody } from "../../testing/assertions";
import { chatRequests, createChatDeveloper, createStaff, tinyPdf } from "../../testing/chats";
import { createSignedInUser } from "../../testing/factories";
import { GPS, jpegWithGps } from "../../testing/images";
import { tinyPng } from "../../testing/multipart";
import { setupTestApp } from "../../testing/setup";
import { pruneUnsentChatAttachments } from "./attachments.service";
import { CHAT_FILES_FOLDER } from "./files";

const t = setupTestApp();
const chat = chatRequests(t);
const chatFilesDir = () => path.join(t.app.config.DATA_DIR, "uploads", CHAT_FILES_FOLDER);

async function storedFile(attachmentId: string) {
  const [row] = await t.db.db
    .select()
    .from(schema.chatAttachments)
    .where(eq(schema.chatAttachments.id, attachmentId));
  const file = path.join(chatFilesDir(), row!.storageKey);
  return { row: row!, file };
}

async function upload(
  chatId: string,
  headers: Record<string, string>,
  name = "cv.pdf",
  data = tinyPdf,
) {
  return expectBody(await chat.uploadPdf(chatId, headers, name, data), ChatAttachment, 201);
}

describe("POST /chats/:id/attachments", () => {
  it("stores a PDF under a random key with a sanitised display name", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const res = await chat.upload(
      dev.chatId,
      dev.headers,
      "..\\etc\\mi <cv>;.PDF",
      "text/plain",
      tinyPdf,
    );
    const attachment = expectBody(res, ChatAttachment, 201);
    expect(attachment).toMatchObject({ mime: "application/pdf", sizeBytes: tinyPdf.length });
    expect(attachment.fileName).toBe("mi _cv__.pdf");
    const { row, file } = await storedFile(attachment.id);
    expect(row.storageKey).toMatch(new RegExp(`^${dev.chatId}-[0-9a-f]{24}\\.pdf$`));
    expect(readFileSync(file).equals(tinyPdf)).toBe(true);
    const long = await upload(dev.chatId, dev.headers, `${"ñ".repeat(300)}.pdf`);
    expect(long.fileName).toHaveLength(120);
    expect(long.fileName.endsWith(".pdf")).toBe(true);
  });

  it("strips image metadata and names the file by its real type", async () => {
    const matcher = await createStaff(t.db.db);
    const dev = await createChatDeveloper(t.db.db);
    const res = await chat.uploadPdf(dev.chatId, matcher.headers, "photo.pdf", jpegWithGps());
    const attachment = expectBody(res, ChatAttachment, 201);
    expect(attachment).toMatchObject({ mime: "image/jpeg", fileName: "photo.pdf.jpg" });
    const { file } = await storedFile(attachment.id);
    expect(readFileSync(file).toString("latin1")).not.toContain(GPS);
  });

  it("refuses other types (415), oversize files (413) and a missing file (400)", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const text = await chat.uploadPdf(dev.chatId, dev.headers, "a.pdf", Buffer.from("hello"));
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe("UNSUPPORTED_FILE");
    const big = Buffer.concat([tinyPdf, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await chat.uploadPdf(dev.chatId, dev.headers, "big.pdf", big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe("PAYLOAD_TOO_LARGE");
    // JSON to a multipart route on purpose: raw inject, the typed caller sends no body here.
    const notMultipart = await t.app.inject({
      method: "POST",
      url: `/chats/${dev.chatId}/attachments`,
      headers: dev.headers,
      payload: { file: "x" },
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it("answers 404 for another's chat, 403 to customers and 401 anonymous", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const other = await createChatDeveloper(t.db.db);
    const customer = await createSignedInUser(t.db.db, "customer");
    const send = (headers: Record<string, string>) =>
      chat.upload(dev.chatId, headers, "a.png", "image/png", tinyPng);
    expect((await send(other.headers)).statusCode).toBe(404);
    expect((await send(customer.headers)).statusCode).toBe(403);
    expect((await send({})).statusCode).toBe(401);
  });
});

describe("sending an attachment", () => {
  it("binds my upload to one message only; another chat's or user's upload is unavailable", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const other = await createChatDeveloper(t.db.db);
    const matcher = await createStaff(t.db.db);
    const mine = await upload(dev.chatId, dev.headers);
    const sent = expectBody(
      await chat.send(dev.chatId, dev.headers, { attachmentId: mine.id }),
      ChatMessage,
      201,
    );
    expect(sent.attachment).toEqual(mine);
    const unavailable = [
      await chat.send(dev.chatId, dev.headers, { attachmentId: mine.id }),
      await chat.send(dev.chatId, matcher.headers, {
        attachmentId: (await upload(dev.chatId, dev.headers)).id,
      }),
      await chat.send(dev.chatId, dev.headers, {
        attachmentId: (await upload(other.chatId, other.headers)).id,
      }),
    ];
    for (const res of unavailable) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe("CHAT_ATTACHMENT_UNAVAILABLE");
    }
    const [item] = expectBody(
      await chat.get(`/chats?q=${encodeURIComponent("Dev Eloper")}&limit=100`, matcher.headers),
      ChatInbox,
    ).items.filter((i) => i.id === dev.chatId);
    expect(item?.lastMessage).toEqual({ excerpt: "", side: "developer", hasAttachment: true });
  });
});

describe("GET /chats/:id/attachments/:attachmentId", () => {
  it("serves a sent file to both sides as a safe download", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const matcher = await createStaff(t.db.db);
    const file = await upload(dev.chatId, dev.headers, "Currículum Ana.pdf");
    await chat.send(dev.chatId, dev.headers, { body: "mi cv", attachmentId: file.id });
    for (const user of [dev, matcher]) {
      const res = await chat.get(`/chats/${dev.chatId}/attachments/${file.id}`, user.headers);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(tinyPdf)).toBe(true);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["cache-control"]).toContain("private");
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="Curri_culum Ana.pdf"; filename*=UTF-8''Curr%C3%ADculum%20Ana.pdf`,
      );
    }
  });

  it("hides unsent uploads from others, and every file from other chats", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const other = await createChatDeveloper(t.db.db);
    const matcher = await createStaff(t.db.db);
    const unsent = await upload(dev.chatId, dev.headers);
    const url = `/chats/${dev.chatId}/attachments/${unsent.id}`;
    expect((await chat.get(url, dev.headers)).statusCode).toBe(200);
    expect((await chat.get(url, matcher.headers)).statusCode).toBe(404);
    expect((await chat.get(url, other.headers)).statusCode).toBe(404);
    expect(
      (await chat.get(`/chats/${other.chatId}/attachments/${unsent.id}`, other.headers)).statusCode,
    ).toBe(404);
    const customer = await createSignedInUser(t.db.db, "hardInterviewer");
    expect((await chat.get(url, customer.headers)).statusCode).toBe(403);
    expect((await chat.get(url)).statusCode).toBe(401);
  });
});

describe("clean-up", () => {
  it("housekeeping deletes uploads never sent after a day, rows and files", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const old = await upload(dev.chatId, dev.headers);
    const fresh = await upload(dev.chatId, dev.headers);
    const sentOld = await upload(dev.chatId, dev.headers);
    await chat.send(dev.chatId, dev.headers, { attachmentId: sentOld.id });
    await t.db.db
      .update(schema.chatAttachments)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${schema.chatAttachments.id} in (${old.id}, ${sentOld.id})`);
    const oldFile = (await storedFile(old.id)).file;
    await pruneUnsentChatAttachments({ db: t.db.db, files: t.app.files, log: t.app.log });
    expect(existsSync(oldFile)).toBe(false);
    const left = await t.db.db
      .select({ id: schema.chatAttachments.id })
      .from(schema.chatAttachments)
      .where(eq(schema.chatAttachments.chatId, dev.chatId));
    expect(left.map((r) => r.id).sort()).toEqual([fresh.id, sentOld.id].sort());
  });

  it("deleting the developer's account deletes the conversation's files", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const matcher = await createStaff(t.db.db);
    const a = await upload(dev.chatId, dev.headers);
    const b = await upload(dev.chatId, matcher.headers, "x.png", tinyPng);
    await chat.send(dev.chatId, matcher.headers, { attachmentId: b.id });
    const files = [(await storedFile(a.id)).file, (await storedFile(b.id)).file];
    const res = await t.call(
      routes.users.deleteAccount,
      { body: { password: dev.password } },
      { as: dev },
    );
    expect(res.status, res.response.body).toBe(204);
    for (const file of files) expect(existsSync(file)).toBe(false);
  });
});
