import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { candidateBoard } from "../pipeline/board.service";
import { findCustomers } from "./customers.service";
import { inviteDevelopers } from "./offer-invitations.service";
import {
  changeOfferStatus,
  createOffer,
  getOfferDetail,
  listOffers,
  updateOffer,
} from "./offers.service";
import { assignResponsibleMatcher, listOfferStaff } from "./responsible-matcher.service";

/** Internal offer management (matchers, superAdmin). */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...fromContract(routes.offers.customers),
    handler: async (request) => findCustomers(app.db, request.query),
  });

  app.route({
    ...fromContract(routes.offers.create),
    handler: async (request, reply) => {
      const id = await createOffer(app.db, requireAuth(request), request.body);
      return reply.status(201).send(await getOfferDetail(app.db, id));
    },
  });

  app.route({
    ...fromContract(routes.offers.list),
    handler: async (request) => listOffers(app.db, request.query),
  });

  app.route({
    ...fromContract(routes.offers.get),
    handler: async (request) => getOfferDetail(app.db, request.params.id),
  });

  app.route({
    ...fromContract(routes.offers.update),
    handler: async (request) => {
      await updateOffer(app.db, request.params.id, request.body);
      return getOfferDetail(app.db, request.params.id);
    },
  });

  app.route({
    ...fromContract(routes.offers.staff),
    handler: async () => listOfferStaff(app.db),
  });

  app.route({
    ...fromContract(routes.offers.assignMatcher),
    handler: async (request) => {
      const { id } = request.params;
      await assignResponsibleMatcher(app.db, requireAuth(request), id, request.body.matcherId);
      return getOfferDetail(app.db, id);
    },
  });

  app.route({
    ...fromContract(routes.offers.changeStatus),
    handler: async (request) => {
      await changeOfferStatus(app.db, request.params.id, request.body.status, { withinPlan: true });
      return getOfferDetail(app.db, request.params.id);
    },
  });

  app.route({
    ...fromContract(routes.offers.candidates),
    handler: async (request) => candidateBoard(app.db, request.params.id, request.query),
  });

  app.route({
    ...fromContract(routes.offers.invite),
    handler: async (request, reply) => {
      const result = await inviteDevelopers(
        app,
        requireAuth(request),
        request.params.id,
        request.body.developerIds,
      );
      return reply.status(201).send(result);
    },
  });
};
