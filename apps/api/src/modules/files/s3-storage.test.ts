import { existsSync } from "node:fs";
import path from "node:path";
import { ChatAttachment, routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { expectBody } from "../../testing/assertions";
import { chatRequests, createChatDeveloper, createStaff, tinyPdf } from "../../testing/chats";
import { createSignedInUser } from "../../testing/factories";
import { fakeJpeg, multipartFile, tinyPng } from "../../testing/multipart";
import { startTestS3Server, type TestS3Server } from "../../testing/s3";

let s3: TestS3Server;
let t: TestApp;
beforeAll(async () => {
  s3 = await startTestS3Server();
  t = await createTestApp({ env: s3.env });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const chat = () => chatRequests(t);
const uploadPhoto = (headers: Record<string, string>, data = tinyPng, type = "image/png") => {
  const form = multipartFile("file", "me", type, data);
  return t.app.inject({
    method: "POST",
    url: "/developers/me/photo",
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};
const nameOf = (url: string) => path.basename(new URL(url).pathname);
async function ownedNames(folder: "photos" | "chat-files", prefix: string) {
  const names: string[] = [];
  for await (const name of t.app.files.list(folder)) if (name.startsWith(prefix)) names.push(name);
  return names;
}

describe("with S3_BUCKET set, files live in the bucket", () => {
  it("stores a photo as an object, serves it through the API, and replaces it", async () => {
    expect(t.app.files.kind).toBe("s3");
    const dev = await createSignedInUser(t.db.db, "developer");
    const first = await uploadPhoto(dev.headers);
    expect(first.statusCode, first.body).toBe(200);
    const url = new URL(first.json().photoURL);
    expect((await t.app.files.read("photos", nameOf(url.href)))?.equals(tinyPng)).toBe(true);
    const served = await t.app.inject({ url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": String(tinyPng.length),
      "cache-control": "public, max-age=31536000, immutable",
      "cross-origin-resource-policy": "cross-origin",
    });
    expect(served.rawPayload.equals(tinyPng)).toBe(true);

    const second = await uploadPhoto(dev.headers, fakeJpeg, "image/jpeg");
    expect(second.statusCode).toBe(200);
    expect(await t.app.files.read("photos", nameOf(url.href))).toBeNull();
    expect((await t.app.inject({ url: url.pathname })).statusCode).toBe(404);
    expect(await ownedNames("photos", dev.developerId!)).toEqual([nameOf(second.json().photoURL)]);
    expect(existsSync(path.join(t.app.config.DATA_DIR, "uploads"))).toBe(false);
  });

  it("stores and serves chat attachments from the bucket", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const matcher = await createStaff(t.db.db);
    const upload = await chat().uploadPdf(dev.chatId, dev.headers);
    const file = expectBody(upload, ChatAttachment, 201);
    await chat().send(dev.chatId, dev.headers, { attachmentId: file.id });
    const res = await chat().get(`/chats/${dev.chatId}/attachments/${file.id}`, matcher.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.equals(tinyPdf)).toBe(true);
    expect(await ownedNames("chat-files", dev.chatId)).toHaveLength(1);
  });

  it("deleting the account deletes its objects (photo and conversation files)", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const photo = nameOf((await uploadPhoto(dev.headers)).json().photoURL);
    const upload = await chat().uploadPdf(dev.chatId, dev.headers);
    expect(upload.statusCode).toBe(201);
    expect(await ownedNames("chat-files", dev.chatId)).toHaveLength(1);
    const res = await t.call(
      routes.users.deleteAccount,
      { body: { password: dev.password } },
      { as: dev },
    );
    expect(res.status, res.response.body).toBe(204);
    expect(await t.app.files.read("photos", photo)).toBeNull();
    expect(await ownedNames("photos", dev.developerId!)).toEqual([]);
    expect(await ownedNames("chat-files", dev.chatId)).toEqual([]);
  });
});

describe("an upload whose database write fails", () => {
  beforeAll(async () => {
    await t.db.db.execute(sql`
      create function test_refuse_write() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`);
    await t.db.db.execute(sql`
      create trigger test_refuse_photo before update of photo_url on developers
        for each row execute function test_refuse_write()`);
    await t.db.db.execute(sql`
      create trigger test_refuse_attachment before insert on chat_attachments
        for each row execute function test_refuse_write()`);
  });
  afterAll(async () => {
    await t.db.db.execute(sql`drop trigger test_refuse_photo on developers`);
    await t.db.db.execute(sql`drop trigger test_refuse_attachment on chat_attachments`);
    await t.db.db.execute(sql`drop function test_refuse_write()`);
  });

  it("leaves no photo object behind", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    expect((await uploadPhoto(dev.headers)).statusCode).toBe(500);
    expect(await ownedNames("photos", dev.developerId!)).toEqual([]);
  });

  it("leaves no chat attachment object nor row behind", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const res = await chat().uploadPdf(dev.chatId, dev.headers);
    expect(res.statusCode).toBe(500);
    expect(await ownedNames("chat-files", dev.chatId)).toEqual([]);
    const rows = await t.db.db
      .select()
      .from(schema.chatAttachments)
      .where(eq(schema.chatAttachments.chatId, dev.chatId));
    expect(rows).toEqual([]);
  });
});
