import { randomUUID } from "node:crypto";
import { routes } from "@encaja/contracts";
import type { APIRequestContext } from "@playwright/test";
import { apiCall, type Session, signedInUser, uniqueWord } from "./api";
import { uniqueEmail } from "./fixtures";

/** A developer with their chat (every developer account has exactly one). */
export type ChatDeveloper = { name: string; lastName: string; chatId: string; session: Session };

/** A developer signed up through the API with a unique name (to find in the inbox). */
export async function createChatDeveloper(
  request: APIRequestContext,
  locale?: "es" | "en",
): Promise<ChatDeveloper> {
  const lastName = uniqueWord("Chat");
  const { access_token } = await apiCall(
    request,
    routes.auth.register,
    {
      body: {
        role: "developer",
        email: uniqueEmail("chat"),
        password: "Conversa-Segura-2026",
        firstName: "Dev",
        lastName,
      },
    },
    { status: 201 },
  );
  const session = { token: access_token, ...(locale ? { locale } : {}) };
  const me = await signedInUser(request, session, "developer");
  return { name: `Dev ${lastName}`, lastName, chatId: me.chatId, session };
}

/** Sends a message through the API (the other side's page must show it without a reload). */
export async function sendChatMessage(
  request: APIRequestContext,
  session: Session,
  chatId: string,
  body: string,
) {
  await apiCall(
    request,
    routes.chats.send,
    { params: { id: chatId }, body: { clientId: randomUUID(), body } },
    { session, status: 201 },
  );
}

/** The smallest file the API sniffs as a PDF. */
export const tinyPdf = {
  name: "cv-prueba.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};
