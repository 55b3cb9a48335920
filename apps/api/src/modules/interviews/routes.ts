import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import {
  bookInterview,
  cancelOwnInterview,
  getAvailability,
  listOwnInterviews,
  listSlots,
  putAvailability,
  rescheduleOwnInterview,
} from "./booking.service";
import {
  cancelInterview,
  createInterview,
  listInterviewers,
  listInterviews,
  offerInterviews,
  rescheduleInterview,
} from "./interviews.service";
import {
  createMatchingInterview,
  getMatchingInterview,
  listOfferMatchingInterviews,
  updateMatchingInterview,
} from "./matching-interviews.service";
import { completeInterview, getInterviewKit, saveScorecard } from "./scorecard.service";

/** Interviews: interviewers and staff, and the developer's own bookings. */
export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const r = routes.interviews;
  app.route({
    ...fromContract(r.list),
    handler: async (request) => listInterviews(app.db, requireAuth(request), request.query),
  });
  app.route({
    ...fromContract(r.create),
    handler: async (request, reply) =>
      reply.status(201).send(await createInterview(app, requireAuth(request), request.body)),
  });
  app.route({
    ...fromContract(r.kit),
    handler: async (request) => getInterviewKit(app.db, requireAuth(request), request.params.id),
  });
  app.route({
    ...fromContract(r.saveScorecard),
    handler: async (request) =>
      saveScorecard(app.db, requireAuth(request), request.params.id, request.body),
  });
  app.route({
    ...fromContract(r.complete),
    handler: async (request) =>
      completeInterview(app, requireAuth(request), request.params.id, request.body),
  });
  app.route({
    ...fromContract(r.cancel),
    handler: async (request) =>
      cancelInterview(app, requireAuth(request), request.params.id, request.body),
  });
  app.route({
    ...fromContract(r.reschedule),
    handler: async (request) =>
      rescheduleInterview(app, requireAuth(request), request.params.id, request.body),
  });
  app.route({
    ...fromContract(r.interviewers),
    handler: async (request) => listInterviewers(app.db, requireAuth(request)),
  });
  app.route({
    ...fromContract(r.availability),
    handler: async (request) => getAvailability(app.db, requireAuth(request)),
  });
  app.route({
    ...fromContract(r.putAvailability),
    handler: async (request) => putAvailability(app.db, requireAuth(request), request.body),
  });
  app.route({
    ...fromContract(r.ofOffer),
    handler: async (request) => offerInterviews(app.db, request.params.id),
  });

  const d = routes.developerInterviews;
  app.route({
    ...fromContract(d.slots),
    handler: async (request) => listSlots(app.db, requireAuth(request), request.query),
  });
  app.route({
    ...fromContract(d.book),
    handler: async (request, reply) =>
      reply.status(201).send(await bookInterview(app, requireAuth(request), request.body)),
  });
  app.route({
    ...fromContract(d.list),
    handler: async (request) => listOwnInterviews(app.db, requireAuth(request)),
  });
  app.route({
    ...fromContract(d.cancel),
    handler: async (request) => cancelOwnInterview(app, requireAuth(request), request.params.id),
  });
  app.route({
    ...fromContract(d.reschedule),
    handler: async (request) =>
      rescheduleOwnInterview(app, requireAuth(request), request.params.id, request.body),
  });
};

/** Matching interviews: a matcher's screening of a pipeline candidate (matchers, superAdmin). */
export const matchingInterviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.pipeline.createInterview),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await createMatchingInterview(app, requireAuth(request), request.params.id, request.body),
        ),
  });

  app.route({
    ...fromContract(routes.pipeline.offerInterviews),
    handler: async (request) => listOfferMatchingInterviews(app.db, request.params.id),
  });
  app.route({
    ...fromContract(routes.pipeline.interview),
    handler: async (request) => getMatchingInterview(app.db, request.params.id),
  });

  app.route({
    ...fromContract(routes.pipeline.updateInterview),
    handler: async (request) =>
      updateMatchingInterview(app, requireAuth(request), request.params.id, request.body),
  });
};
