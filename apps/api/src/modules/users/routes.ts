import { Me, routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { changePassword } from "../auth/password.service";
import { photoFilesOf } from "../files/photos";
import { deleteAccount } from "./account.service";
import { getMe } from "./me.service";

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.users.me),
    handler: async (request, reply) => {
      const { userId } = requireAuth(request);
      const cached = app.identityCache.getMe(userId);
      // A cached answer was validated against the Me union when first built: send its JSON as is.
      if (cached)
        return reply.type("application/json; charset=utf-8").send(cached.json as unknown as Me);
      const epoch = app.identityCache.epoch;
      const me = Me.parse(await getMe(app.db, userId));
      app.identityCache.putMe(userId, me, epoch);
      return me;
    },
  });

  app.route({
    ...fromContract(routes.users.changePassword),
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      await changePassword(app.db, auth, request.body, request.ip);
      await app.invalidateIdentity(auth.userId);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(routes.users.deleteAccount),
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      await deleteAccount(app.db, auth, request.body ?? {}, photoFilesOf(app, request.log));
      await app.invalidateIdentity(auth.userId);
      return reply.status(204).send(null);
    },
  });
};
