import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../errors/app-error";
import { fromContract } from "../../http/route";
import { FILE_NAME, LocalFileStore, mimeByExt } from "./storage";

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new LocalFileStore(app.config.DATA_DIR);
  app.route({
    ...fromContract(routes.files.photo),
    handler: async (request, reply) => {
      const { name } = request.params;
      if (!FILE_NAME.test(name)) throw notFound("File");
      const file = path.join(store.dir("photos"), name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound("File");
      // Names change on every upload, so a file never changes: cache it for a year.
      return reply
        .header("content-type", mimeByExt[name.split(".").pop()!]!)
        .header("content-length", info.size)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("cross-origin-resource-policy", "cross-origin")
        .send(createReadStream(file));
    },
  });
};
