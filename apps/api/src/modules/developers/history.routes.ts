import { Education, EducationInput, Experience, ExperienceInput } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../../plugins/authorization";
import {
  addEducation,
  addExperience,
  changeExperience,
  listMyEducation,
  listMyExperiences,
  removeEducation,
  removeExperience,
} from "./history.service";

const tags = ["developers"];
const security = [{ bearer: [] }];
const config = { action: "developers.self" as const };
const IdParams = z.strictObject({ id: z.uuid() });

export const developerHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/developers/me/experiences",
    {
      schema: { tags, security, response: { 200: z.object({ items: z.array(Experience) }) } },
      config,
    },
    async (request) => listMyExperiences(app.db, requireAuth(request)),
  );

  app.post(
    "/developers/me/experiences",
    { schema: { tags, security, body: ExperienceInput, response: { 201: Experience } }, config },
    async (request, reply) =>
      reply.status(201).send(await addExperience(app.db, requireAuth(request), request.body)),
  );

  app.patch(
    "/developers/me/experiences/:id",
    {
      schema: {
        tags,
        security,
        params: IdParams,
        body: ExperienceInput,
        response: { 200: Experience },
      },
      config,
    },
    async (request) =>
      changeExperience(app.db, requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    "/developers/me/experiences/:id",
    { schema: { tags, security, params: IdParams, response: { 204: z.null() } }, config },
    async (request, reply) => {
      await removeExperience(app.db, requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/developers/me/education",
    {
      schema: { tags, security, response: { 200: z.object({ items: z.array(Education) }) } },
      config,
    },
    async (request) => listMyEducation(app.db, requireAuth(request)),
  );

  app.post(
    "/developers/me/education",
    { schema: { tags, security, body: EducationInput, response: { 201: Education } }, config },
    async (request, reply) =>
      reply.status(201).send(await addEducation(app.db, requireAuth(request), request.body)),
  );

  app.delete(
    "/developers/me/education/:id",
    { schema: { tags, security, params: IdParams, response: { 204: z.null() } }, config },
    async (request, reply) => {
      await removeEducation(app.db, requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
