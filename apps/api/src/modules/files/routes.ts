import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../errors/app-error";
import { fromContract } from "../../http/route";
import { FILE_NAME, mimeByExt } from "./image-types";

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.files.photo),
    handler: async (request, reply) => {
      const { name } = request.params;
      if (!FILE_NAME.test(name)) throw notFound("File");
      // Streamed through the API from either store: the bucket stays private.
      const file = await app.files.open("photos", name);
      if (!file) throw notFound("File");
      // Names change on every upload, so a file never changes: cache it for a year.
      return reply
        .header("content-type", mimeByExt[name.split(".").pop()!]!)
        .header("content-length", file.sizeBytes)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("cross-origin-resource-policy", "cross-origin")
        .send(file.body);
    },
  });
};
