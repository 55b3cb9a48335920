import { attachChatFile, type Executor } from "@encaja/db";
import { appError } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";

/** Binds an uploaded attachment to the message being sent, or CHAT_ATTACHMENT_UNAVAILABLE. */
export async function attachToMessage(
  tx: Executor,
  auth: Pick<AuthContext, "userId">,
  chatId: string,
  attachmentId: string,
  messageId: string,
): Promise<void> {
  const bound = await attachChatFile(tx, {
    attachmentId,
    chatId,
    uploaderUserId: auth.userId,
    messageId,
  });
  if (!bound) {
    throw appError(
      "CHAT_ATTACHMENT_UNAVAILABLE",
      "The attachment was already sent or is not one of yours in this chat",
    );
  }
}
