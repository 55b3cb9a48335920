import type { ChatSide, Role } from "@encaja/contracts";
import { type ChatRow, type Executor, findChat } from "@encaja/db/queries";
import { notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";

/** Who reads or writes a chat: the services decide access and side from these two fields. */
export type ChatReader = Pick<AuthContext, "userId" | "role">;

export const chatSideOf = (role: Role): ChatSide => (role === "developer" ? "developer" : "staff");

const isStaff = (role: Role) => role === "matchers" || role === "superAdmin";

/**
 * The chat if this user may read it: a developer only their own, staff any. Someone else's
 * chat answers NOT_FOUND, so ids reveal nothing.
 */
export async function chatFor(db: Executor, auth: ChatReader, chatId: string): Promise<ChatRow> {
  const chat = await findChat(db, chatId);
  if (!chat) throw notFound("Chat");
  if (auth.role === "developer" ? chat.developerUserId !== auth.userId : !isStaff(auth.role)) {
    throw notFound("Chat");
  }
  return chat;
}
