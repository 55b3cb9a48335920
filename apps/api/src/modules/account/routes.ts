import { routes } from "@encaja/contracts";
import { loadAccountProfile } from "@encaja/db/queries";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { PHOTO_UPLOAD_RATE_LIMIT, photoFilesOf, readPhotoUpload } from "../files/photos";
import { removeAccountPhoto, replaceAccountPhoto, updateAccountProfile } from "./profile.service";
import { listSessions, revokeOtherSessions, revokeSession } from "./sessions.service";

/** Every role's own account (routes.account in contracts). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.account.sessions),
    handler: async (request) => listSessions(app.db, requireAuth(request)),
  });

  app.route({
    ...fromContract(routes.account.revokeSession),
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      await revokeSession(app.db, auth, request.params.id);
      // The cache must not keep the revoked session alive (on this or another instance).
      await app.invalidateIdentity(auth.userId);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(routes.account.revokeOtherSessions),
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      await revokeOtherSessions(app.db, auth);
      await app.invalidateIdentity(auth.userId);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(routes.account.profile),
    handler: async (request) => {
      const auth = requireAuth(request);
      return loadAccountProfile(app.db, auth.userId, auth.role);
    },
  });

  app.route({
    ...fromContract(routes.account.updateProfile),
    handler: async (request) => {
      const auth = requireAuth(request);
      const profile = await updateAccountProfile(app.db, auth, request.body);
      await app.invalidateIdentity(auth.userId);
      return profile;
    },
  });

  app.route({
    ...fromContract(routes.account.uploadPhoto, {
      config: { rateLimit: PHOTO_UPLOAD_RATE_LIMIT },
    }),
    handler: async (request) => {
      const auth = requireAuth(request);
      const answer = await replaceAccountPhoto(
        app.db,
        photoFilesOf(app, request.log),
        auth,
        await readPhotoUpload(request),
      );
      await app.invalidateIdentity(auth.userId);
      return answer;
    },
  });

  app.route({
    ...fromContract(routes.account.removePhoto),
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      await removeAccountPhoto(app.db, photoFilesOf(app, request.log), auth);
      await app.invalidateIdentity(auth.userId);
      return reply.status(204).send(null);
    },
  });
};
