import { randomUUID } from "node:crypto";
import type { Role } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import * as schema from "@encaja/db/schema";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import type { TestApp } from "./app";
import { createSignedInUser } from "./factories";
import { multipartFile } from "./multipart";

type Headers = Record<string, string>;

/** A signed-in developer with their conversation's id (every developer has one). */
export async function createChatDeveloper(
  db: Db,
  name: { firstName?: string; lastName?: string } = {},
) {
  const developer = await createSignedInUser(db, "developer");
  const [row] = await db
    .update(schema.developers)
    .set({ firstName: name.firstName ?? "Dev", lastName: name.lastName ?? "Eloper" })
    .where(eq(schema.developers.id, developer.developerId!))
    .returning({ chatId: schema.developers.chatId });
  return { ...developer, chatId: row!.chatId };
}

export const createStaff = (db: Db, role: Extract<Role, "matchers" | "superAdmin"> = "matchers") =>
  createSignedInUser(db, role);

/** Chat request shorthands on a test app. */
export function chatRequests(t: TestApp) {
  const inject = (options: InjectOptions) => t.app.inject(options);
  const upload = (chatId: string, headers: Headers, name: string, type: string, data: Buffer) => {
    const form = multipartFile("file", name, type, data);
    return inject({
      method: "POST",
      url: `/chats/${chatId}/attachments`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  return {
    send: (chatId: string, headers: Headers, body: object) =>
      inject({
        method: "POST",
        url: `/chats/${chatId}/messages`,
        headers,
        payload: { clientId: randomUUID(), ...body },
      }),
    read: (chatId: string, headers: Headers, seq: number) =>
      inject({ method: "POST", url: `/chats/${chatId}/read`, headers, payload: { seq } }),
    assign: (chatId: string, headers: Headers, userId: string | null) =>
      inject({ method: "PUT", url: `/chats/${chatId}/assignee`, headers, payload: { userId } }),
    upload,
    /** `data` (a small PDF unless given) declared as a PDF, whatever it really is. */
    uploadPdf: (chatId: string, headers: Headers, name = "cv.pdf", data: Buffer = tinyPdf) =>
      upload(chatId, headers, name, "application/pdf", data),
    get: (url: string, headers: Headers = {}) => inject({ url, headers }),
  };
}

/** The smallest file that sniffs as a PDF. */
export const tinyPdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n", "latin1");
