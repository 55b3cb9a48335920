import { ChangePasswordRequest, DeleteAccountRequest, Me } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../plugins/authorization";
import { changePassword } from "../auth/password.service";
import { deleteAccount } from "./account.service";
import { getMe } from "./me.service";

const tags = ["users"];
const security = [{ bearer: [] }];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users/me",
    // The response schema makes the serializer parse the answer with the contracts union.
    { schema: { tags, security, response: { 200: Me } }, config: { action: "users.me.read" } },
    async (request) => getMe(app.db, requireAuth(request).userId),
  );

  app.patch(
    "/users/me/password",
    {
      schema: { tags, security, body: ChangePasswordRequest, response: { 204: z.null() } },
      config: { action: "users.me.changePassword" },
    },
    async (request, reply) => {
      await changePassword(app.db, requireAuth(request), request.body, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/users/me",
    {
      schema: {
        tags,
        security,
        body: DeleteAccountRequest.nullish(),
        response: { 204: z.null() },
      },
      config: { action: "users.me.delete" },
    },
    async (request, reply) => {
      await deleteAccount(app.db, requireAuth(request), request.body ?? {}, request.ip);
      return reply.status(204).send(null);
    },
  );
};
