import {
  AddCandidateRequest,
  BulkStatusRequest,
  BulkStatusResult,
  Candidate,
  CandidateHistory,
  CreateMatchingInterviewRequest,
  DeveloperView,
  IdParams,
  MatchingInterview,
  ProfessionalIdParams,
  UpdateCandidateRequest,
  UpdateMatchingInterviewRequest,
} from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAuth } from "../../plugins/authorization";
import { requestLocale } from "../auth/locale";
import {
  addCandidate,
  bulkChangeStatus,
  candidateHistory,
  updateCandidate,
} from "./candidates.service";
import { developerView } from "./developer-view.service";
import {
  createMatchingInterview,
  getMatchingInterview,
  updateMatchingInterview,
} from "./interviews.service";

const tags = ["pipeline"];
const security = [{ bearer: [] }];
const config = { action: "pipeline.manage" as const };

/** The candidate pipeline (matchers, superAdmin) and the developer profile for staff/customers. */
export const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/offers/:id/candidates",
    {
      schema: {
        tags,
        security,
        params: IdParams,
        body: AddCandidateRequest,
        response: { 201: Candidate },
      },
      config,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addCandidate(app.db, requireAuth(request), request.params.id, request.body)),
  );

  app.post(
    "/offers/:id/candidates/bulk-status",
    {
      schema: {
        tags,
        security,
        params: IdParams,
        body: BulkStatusRequest,
        response: { 200: BulkStatusResult },
      },
      config,
    },
    async (request) =>
      bulkChangeStatus(
        app.db,
        requireAuth(request),
        request.params.id,
        request.body,
        requestLocale(request),
      ),
  );

  app.patch(
    "/candidates/:id",
    {
      schema: {
        tags,
        security,
        params: IdParams,
        body: UpdateCandidateRequest,
        response: { 200: Candidate },
      },
      config,
    },
    async (request) =>
      app.db.transaction((tx) =>
        updateCandidate(tx, requireAuth(request), request.params.id, request.body),
      ),
  );

  app.get(
    "/candidates/:id/history",
    { schema: { tags, security, params: IdParams, response: { 200: CandidateHistory } }, config },
    async (request) => candidateHistory(app.db, request.params.id),
  );

  app.post(
    "/candidates/:id/matching-interview",
    {
      schema: {
        tags,
        security,
        params: IdParams,
        body: CreateMatchingInterviewRequest,
        response: { 201: MatchingInterview },
      },
      config,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createMatchingInterview(
            app.db,
            requireAuth(request),
            request.params.id,
            request.body,
          ),
        ),
  );

  app.get(
    "/matching-interviews/:id",
    { schema: { tags, security, params: IdParams, response: { 200: MatchingInterview } }, config },
    async (request) => getMatchingInterview(app.db, request.params.id),
  );

  app.patch(
    "/matching-interviews/:id",
    {
      schema: {
        tags,
        security,
        params: IdParams,
        body: UpdateMatchingInterviewRequest,
        response: { 200: MatchingInterview },
      },
      config,
    },
    async (request) =>
      updateMatchingInterview(app.db, requireAuth(request), request.params.id, request.body),
  );

  app.get(
    "/developers/:professionalId",
    {
      schema: {
        tags: ["developers"],
        security,
        params: ProfessionalIdParams,
        response: { 200: DeveloperView },
      },
      config: { action: "developers.view" },
    },
    async (request) => developerView(app.db, requireAuth(request), request.params.professionalId),
  );
};
