import { Education, EducationInput, Experience, ExperienceInput } from "@encaja/contracts";
import {
  deleteEducation,
  deleteExperience,
  type Executor,
  type ExperienceRow,
  existingSkillIds,
  insertEducation,
  insertExperience,
  listEducation,
  listExperiences,
  lockAndCountHistory,
  MAX_HISTORY_ROWS,
  updateExperience,
} from "@encaja/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { appError, notFound } from "../../errors/app-error";
import { currentDeveloper } from "./context";
import { invalidField } from "./profile.service";

const tags = ["developers"];
const security = [{ bearer: [] }];
const config = { action: "developers.self" as const };
const IdParams = z.strictObject({ id: z.uuid() });

/** 409 once the developer already has MAX_HISTORY_ROWS rows of this kind (ADR 0017). */
async function ensureRoom(tx: Executor, developerId: string, kind: "experiences" | "education") {
  if ((await lockAndCountHistory(tx, developerId, kind)) < MAX_HISTORY_ROWS) return;
  throw kind === "experiences"
    ? appError(
        "EXPERIENCE_LIMIT_REACHED",
        `A profile can list at most ${MAX_HISTORY_ROWS} experiences`,
      )
    : appError(
        "EDUCATION_LIMIT_REACHED",
        `A profile can list at most ${MAX_HISTORY_ROWS} education entries`,
      );
}

const toMonth = (date: string | null) => (date ? date.slice(0, 7) : null);
const toRow = (e: z.output<typeof ExperienceInput>): ExperienceRow => ({
  company: e.company,
  title: e.title,
  startMonth: `${e.startDate}-01`,
  endMonth: e.endDate ? `${e.endDate}-01` : null,
  current: e.current,
  description: e.description,
});
type ListedExperience = Awaited<ReturnType<typeof listExperiences>>[number];
export const toExperience = (r: ListedExperience): Experience => ({
  id: r.id,
  company: r.company,
  title: r.title,
  startDate: toMonth(r.startMonth)!,
  endDate: toMonth(r.endMonth),
  current: r.current,
  description: r.description,
  skills: r.skills,
});

export const developerHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  async function checkSkills(ids: string[]) {
    const known = await existingSkillIds(app.db, ids);
    const unknown = ids.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw invalidField(`body.skillIds.${unknown}`, "Unknown skill");
  }
  async function experienceById(developerId: string, id: string) {
    const found = (await listExperiences(app.db, developerId)).find((e) => e.id === id);
    if (!found) throw notFound("Experience");
    return toExperience(found);
  }

  app.get(
    "/developers/me/experiences",
    {
      schema: { tags, security, response: { 200: z.object({ items: z.array(Experience) }) } },
      config,
    },
    async (request) => {
      const { developer } = await currentDeveloper(app, request);
      return { items: (await listExperiences(app.db, developer.id)).map(toExperience) };
    },
  );

  app.post(
    "/developers/me/experiences",
    { schema: { tags, security, body: ExperienceInput, response: { 201: Experience } }, config },
    async (request, reply) => {
      const { developer } = await currentDeveloper(app, request);
      await checkSkills(request.body.skillIds);
      const id = await app.db.transaction(async (tx) => {
        await ensureRoom(tx, developer.id, "experiences");
        return insertExperience(tx, developer.id, toRow(request.body), request.body.skillIds);
      });
      return reply.status(201).send(await experienceById(developer.id, id));
    },
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
    async (request) => {
      const { developer } = await currentDeveloper(app, request);
      await checkSkills(request.body.skillIds);
      const updated = await app.db.transaction((tx) =>
        updateExperience(
          tx,
          developer.id,
          request.params.id,
          toRow(request.body),
          request.body.skillIds,
        ),
      );
      if (!updated) throw notFound("Experience");
      return experienceById(developer.id, request.params.id);
    },
  );

  app.delete(
    "/developers/me/experiences/:id",
    { schema: { tags, security, params: IdParams, response: { 204: z.null() } }, config },
    async (request, reply) => {
      const { developer } = await currentDeveloper(app, request);
      if (!(await deleteExperience(app.db, developer.id, request.params.id)))
        throw notFound("Experience");
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/developers/me/education",
    {
      schema: { tags, security, response: { 200: z.object({ items: z.array(Education) }) } },
      config,
    },
    async (request) => {
      const { developer } = await currentDeveloper(app, request);
      const rows = await listEducation(app.db, developer.id);
      return { items: rows.map(({ developerId: _d, createdAt: _c, ...e }) => e) };
    },
  );

  app.post(
    "/developers/me/education",
    { schema: { tags, security, body: EducationInput, response: { 201: Education } }, config },
    async (request, reply) => {
      const { developer } = await currentDeveloper(app, request);
      const {
        developerId: _d,
        createdAt: _c,
        ...row
      } = await app.db.transaction(async (tx) => {
        await ensureRoom(tx, developer.id, "education");
        return insertEducation(tx, developer.id, request.body);
      });
      return reply.status(201).send(row);
    },
  );

  app.delete(
    "/developers/me/education/:id",
    { schema: { tags, security, params: IdParams, response: { 204: z.null() } }, config },
    async (request, reply) => {
      const { developer } = await currentDeveloper(app, request);
      if (!(await deleteEducation(app.db, developer.id, request.params.id)))
        throw notFound("Education");
      return reply.status(204).send(null);
    },
  );
};
