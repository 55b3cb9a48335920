import { CHAT_ATTACHMENT_MAX_BYTES, chatAttachmentTypes } from "@encaja/contracts";

/** Why a file cannot be attached, checked before uploading (the API sniffs the bytes again). */
export function fileProblem(file: { type: string; size: number }): "wrongType" | "tooLarge" | null {
  if (!(chatAttachmentTypes as readonly string[]).includes(file.type)) return "wrongType";
  if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return "tooLarge";
  return null;
}
