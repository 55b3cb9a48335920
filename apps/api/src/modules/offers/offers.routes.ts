import {
  CandidateBoard,
  CandidateBoardQuery,
  ChangeOfferStatusRequest,
  CreateOfferRequest,
  CustomerList,
  CustomerSearchQuery,
  IdParams,
  InviteDevelopersRequest,
  InviteDevelopersResult,
  OfferDetail,
  OfferList,
  OfferListQuery,
  UpdateOfferRequest,
} from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
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

const tags = ["offers"];
const security = [{ bearer: [] }];
const config = { action: "offers.manage" as const };

/** Internal offer management (matchers, superAdmin). */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/customers",
    {
      schema: { tags, security, querystring: CustomerSearchQuery, response: { 200: CustomerList } },
      config: { action: "customers.search" },
    },
    async (request) => findCustomers(app.db, request.query),
  );

  app.post(
    "/offers",
    {
      schema: { tags, security, body: CreateOfferRequest, response: { 201: OfferDetail } },
      config,
    },
    async (request, reply) => {
      const id = await createOffer(app.db, requireAuth(request), request.body);
      return reply.status(201).send(await getOfferDetail(app.db, id));
    },
  );

  app.get(
    "/offers",
    {
      schema: { tags, security, querystring: OfferListQuery, response: { 200: OfferList } },
      config,
    },
    async (request) => listOffers(app.db, request.query),
  );

  app.get(
    "/offers/:id",
    { schema: { tags, security, params: IdParams, response: { 200: OfferDetail } }, config },
    async (request) => getOfferDetail(app.db, request.params.id),
  );

  app.patch(
    "/offers/:id",
    {
      schema: {
        tags,
        security,
        params: IdParams,
        body: UpdateOfferRequest,
        response: { 200: OfferDetail },
      },
      config,
    },
    async (request) => {
      await updateOffer(app.db, request.params.id, request.body);
      return getOfferDetail(app.db, request.params.id);
    },
  );

  app.post(
    "/offers/:id/status",
    {
      schema: {
        tags,
        security,
        params: IdParams,
        body: ChangeOfferStatusRequest,
        response: { 200: OfferDetail },
      },
      config,
    },
    async (request) => {
      await changeOfferStatus(app.db, request.params.id, request.body.status);
      return getOfferDetail(app.db, request.params.id);
    },
  );

  app.get(
    "/offers/:id/candidates",
    {
      schema: {
        tags,
        security,
        params: IdParams,
        querystring: CandidateBoardQuery,
        response: { 200: CandidateBoard },
      },
      config,
    },
    async (request) => candidateBoard(app.db, request.params.id, request.query),
  );

  app.post(
    "/offers/:id/invitations",
    {
      schema: {
        tags,
        security,
        params: IdParams,
        body: InviteDevelopersRequest,
        response: { 201: InviteDevelopersResult },
      },
      config,
    },
    async (request, reply) => {
      const result = await inviteDevelopers(
        app,
        requireAuth(request),
        request.params.id,
        request.body.developerIds,
      );
      return reply.status(201).send(result);
    },
  );
};
