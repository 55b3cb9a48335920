import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requestLocale } from "../../lib/request-locale";
import { requireAuth } from "../../plugins/authorization";
import { getEditor, saveDeepProfile } from "./editor.service";
import { createLink, revokeLink, sharedDeepProfile } from "./links.service";
import { renderSnapshotPdf } from "./pdf";
import { candidatePresentations, presentAgain, readSnapshot } from "./snapshots.service";

/** Deep profiles, shared links and snapshots. */
export const deepProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routes.deepProfiles;
  app.route({
    ...fromContract(r.editor),
    handler: async (request) => getEditor(app.db, request.params.professionalId),
  });
  app.route({
    ...fromContract(r.save),
    handler: async (request) =>
      saveDeepProfile(app.db, requireAuth(request), request.params.professionalId, request.body),
  });
  app.route({
    ...fromContract(r.createLink, {
      config: {
        rateLimit: { bucket: "deep-profile-link", limit: 60, windowSeconds: 3600, by: "user" },
      },
    }),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await createLink(
            app.db,
            requireAuth(request),
            request.params.professionalId,
            request.body,
          ),
        ),
  });
  app.route({
    ...fromContract(r.revokeLink),
    handler: async (request, reply) => {
      await revokeLink(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  });
  app.route({
    // Public and answered from a guessable-only-by-brute-force slug: limited per client.
    ...fromContract(r.shared, {
      config: { rateLimit: { bucket: "deep-profile-shared", limit: 60, windowSeconds: 60 } },
    }),
    handler: async (request) => sharedDeepProfile(app.db, request.params.slug),
  });

  const s = routes.snapshots;
  app.route({
    ...fromContract(s.get),
    handler: async (request) =>
      readSnapshot(app.db, requireAuth(request), request.params.id, "page"),
  });
  app.route({
    ...fromContract(s.pdf),
    handler: async (request, reply) => {
      const snapshot = await readSnapshot(app.db, requireAuth(request), request.params.id, "pdf");
      const pdf = await renderSnapshotPdf(snapshot, requestLocale(request));
      return (
        reply
          .type("application/pdf")
          .header(
            "content-disposition",
            `attachment; filename="encaja-${snapshot.document.developer.hashedId}.pdf"`,
          )
          // The web app downloads it cross-origin with fetch: let it read the file name.
          .header("access-control-expose-headers", "content-disposition")
          .send(Buffer.from(pdf))
      );
    },
  });
  app.route({
    ...fromContract(s.presentations),
    handler: async (request) => candidatePresentations(app.db, request.params.id),
  });
  app.route({
    ...fromContract(s.present),
    handler: async (request, reply) =>
      reply.status(201).send(await presentAgain(app.db, requireAuth(request), request.params.id)),
  });
};
