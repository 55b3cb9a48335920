import { routes } from "@encaja/contracts";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { chatRequests, createChatDeveloper, tinyPdf } from "../../testing/chats";
import { createSignedInUser } from "../../testing/factories";
import { multipartFile, tinyPng } from "../../testing/multipart";
import { unreachableS3Env } from "../../testing/s3";

// Every stored file goes to a bucket whose endpoint refuses connections.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: await unreachableS3Env() });
});
afterAll(() => t?.close());

function expectStorageUnavailable(res: { statusCode: number; headers: object; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.headers).toMatchObject({ "retry-after": "30" });
  expect(res.json()).toEqual({
    statusCode: 503,
    code: "SERVICE_UNAVAILABLE",
    message: "File storage is unavailable; try again shortly",
  });
}

const photoUpload = (url: string, headers: Record<string, string>) => {
  const form = multipartFile("file", "me.png", "image/png", tinyPng);
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

describe("while the file storage is unreachable", () => {
  it("a developer's photo upload answers 503 with Retry-After and records no photo", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    expectStorageUnavailable(await photoUpload("/developers/me/photo", dev.headers));
    const [row] = await t.db.db
      .select({ photoUrl: schema.developers.photoUrl })
      .from(schema.developers)
      .where(eq(schema.developers.id, dev.developerId!));
    expect(row?.photoUrl).toBeNull();
  });

  it("a company photo upload answers 503 and records no photo", async () => {
    const customer = await createSignedInUser(t.db.db, "customer");
    expectStorageUnavailable(await photoUpload("/users/me/photo", customer.headers));
    const [row] = await t.db.db
      .select({ photoUrl: schema.customers.photoUrl })
      .from(schema.customers)
      .where(eq(schema.customers.ownerUserId, customer.userId));
    expect(row?.photoUrl).toBeNull();
  });

  it("a chat attachment upload answers 503 and leaves no attachment row", async () => {
    const dev = await createChatDeveloper(t.db.db);
    const chat = chatRequests(t);
    expectStorageUnavailable(
      await chat.upload(dev.chatId, dev.headers, "cv.pdf", "application/pdf", tinyPdf),
    );
    const rows = await t.db.db
      .select()
      .from(schema.chatAttachments)
      .where(eq(schema.chatAttachments.chatId, dev.chatId));
    expect(rows).toEqual([]);
  });

  it("a photo is answered 503, not 404 nor 500", async () => {
    const name = `${crypto.randomUUID()}-000000000000000000000000.png`;
    expectStorageUnavailable((await t.call(routes.files.photo, { params: { name } })).response);
  });

  it("deleting an account answers 503 and erases nothing (its files could not go after)", async () => {
    const dev = await createSignedInUser(t.db.db, "developer");
    const res = await t.call(
      routes.users.deleteAccount,
      { body: { password: dev.password } },
      { as: dev },
    );
    expectStorageUnavailable(res.response);
    expect((await t.call(routes.users.me, {}, { as: dev })).status).toBe(200);
  });
});
