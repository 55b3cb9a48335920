import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { assignChatTo } from "./assign.service";
import {
  type ChatFileDeps,
  downloadChatAttachment,
  uploadChatAttachment,
} from "./attachments.service";
import { chatDetail, chatMessages, markRead, sendChatMessage } from "./chats.service";
import { contentDisposition, readChatUpload } from "./files";
import { chatInbox, chatUnread } from "./inbox.service";
import { CHAT_SEND_RATE_LIMIT, CHAT_UPLOAD_RATE_LIMIT } from "./limits";

/** The chat endpoints (routes.chats in contracts). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const c = routes.chats;
  const files = (log: ChatFileDeps["log"]): ChatFileDeps => ({ db: app.db, files: app.files, log });
  app.route({
    ...fromContract(c.inbox),
    handler: async (request) => chatInbox(app.db, requireAuth(request), request.query),
  });
  app.route({
    ...fromContract(c.unread),
    handler: async (request) => chatUnread(app.db, requireAuth(request)),
  });
  app.route({
    ...fromContract(c.get),
    handler: async (request) => chatDetail(app.db, requireAuth(request), request.params.id),
  });
  app.route({
    ...fromContract(c.messages),
    handler: async (request) =>
      chatMessages(app.db, requireAuth(request), request.params.id, request.query),
  });
  app.route({
    ...fromContract(c.send, { config: { rateLimit: CHAT_SEND_RATE_LIMIT } }),
    handler: async (request, reply) => {
      const { message, created } = await sendChatMessage(
        app,
        requireAuth(request),
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(message);
    },
  });
  app.route({
    ...fromContract(c.read),
    handler: async (request, reply) => {
      await markRead(app.db, requireAuth(request), request.params.id, request.body.seq);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...fromContract(c.assign),
    handler: async (request) =>
      assignChatTo(app.db, requireAuth(request), request.params.id, request.body.userId),
  });
  app.route({
    ...fromContract(c.upload, { config: { rateLimit: CHAT_UPLOAD_RATE_LIMIT } }),
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const upload = await readChatUpload(request);
      const attachment = await uploadChatAttachment(
        files(request.log),
        auth,
        request.params.id,
        upload,
      );
      return reply.status(201).send(attachment);
    },
  });
  app.route({
    ...fromContract(c.attachment),
    handler: async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file = await downloadChatAttachment(
        files(request.log),
        requireAuth(request),
        id,
        attachmentId,
      );
      return (
        reply
          .type(file.mime)
          .header("content-length", file.sizeBytes)
          .header("content-disposition", contentDisposition(file.fileName))
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "private, max-age=3600")
          // The web app downloads it cross-origin with fetch: let it read the file name.
          .header("access-control-expose-headers", "content-disposition")
          .send(file.body)
      );
    },
  });
};
