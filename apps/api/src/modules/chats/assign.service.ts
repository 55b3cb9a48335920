import type { ChatDetail } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { assignChat, isActiveChatStaff, recordAudit } from "@encaja/db/queries";
import { validationError } from "../../errors/app-error";
import { type ChatReader, chatFor } from "./access";
import { chatDetail } from "./chats.service";

/**
 * PUT /chats/:id/assignee: a matcher takes a conversation (or hands it back with null);
 * superAdmin may give it to any active staff member. Audited; nothing is published.
 */
export async function assignChatTo(
  db: Db,
  auth: ChatReader,
  chatId: string,
  userId: string | null,
): Promise<ChatDetail> {
  await db.transaction(async (tx) => {
    const chat = await chatFor(tx, auth, chatId);
    if (userId !== null) {
      if (auth.role !== "superAdmin" && userId !== auth.userId) {
        throw validationError([
          { path: "body.userId", message: "A matcher may assign a conversation only to themself" },
        ]);
      }
      if (!(await isActiveChatStaff(tx, userId))) {
        throw validationError([
          { path: "body.userId", message: "Assign the conversation to an active staff member" },
        ]);
      }
    }
    const { previousUserId } = await assignChat(tx, chat.id, userId);
    if (previousUserId === userId) return;
    await recordAudit(tx, {
      action: "chat.assigned",
      actorUserId: auth.userId,
      subjectUserId: userId,
      details: { chatId: chat.id, assignedUserId: userId, previousUserId },
    });
  });
  return chatDetail(db, auth, chatId);
}
