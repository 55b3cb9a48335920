import { CandidateBoard, CandidateBoardQuery, MatchTips } from "../matching";
import {
  Application,
  ApplicationList,
  ApplicationListQuery,
  AssignResponsibleMatcherRequest,
  ChangeOfferStatusRequest,
  CreateOfferRequest,
  CustomerList,
  CustomerOffer,
  CustomerOfferList,
  CustomerOfferQuery,
  CustomerSearchQuery,
  IdParams,
  InviteDevelopersRequest,
  InviteDevelopersResult,
  JobDetail,
  JobList,
  JobSearchQuery,
  JobSitemap,
  OfferDetail,
  OfferInvitation,
  OfferList,
  OfferListQuery,
  OfferStaffList,
  UpdateOfferRequest,
} from "../offers";
import { defineRoute } from "./define";

const manage = { action: "offers.manage", tags: ["offers"] } as const;

/** Internal offer management (matchers, superAdmin). */
export const offers = {
  customers: defineRoute({
    method: "GET",
    path: "/customers",
    action: "customers.search",
    summary: "Search customer companies by name (to pick an offer's customer)",
    tags: ["offers"],
    query: CustomerSearchQuery,
    response: { 200: CustomerList },
    errors: [],
  }),
  create: defineRoute({
    method: "POST",
    path: "/offers",
    summary: "Create an offer for a customer",
    ...manage,
    body: CreateOfferRequest,
    response: { 201: OfferDetail },
    errors: ["NOT_FOUND"],
  }),
  list: defineRoute({
    method: "GET",
    path: "/offers",
    summary: "List offers with filters and status counts",
    ...manage,
    query: OfferListQuery,
    response: { 200: OfferList },
    errors: [],
  }),
  get: defineRoute({
    method: "GET",
    path: "/offers/:id",
    summary: "One offer with its skills and candidate counts",
    ...manage,
    params: IdParams,
    response: { 200: OfferDetail },
    errors: ["NOT_FOUND"],
  }),
  update: defineRoute({
    method: "PATCH",
    path: "/offers/:id",
    summary: "Change fields of an offer that is still editable",
    ...manage,
    params: IdParams,
    body: UpdateOfferRequest,
    response: { 200: OfferDetail },
    errors: ["NOT_FOUND", "OFFER_NOT_EDITABLE"],
  }),
  staff: defineRoute({
    method: "GET",
    path: "/offer-staff",
    summary: "The active staff who may answer for an offer (its responsible matcher's choices)",
    ...manage,
    response: { 200: OfferStaffList },
    errors: [],
  }),
  assignMatcher: defineRoute({
    method: "PUT",
    path: "/offers/:id/responsible-matcher",
    summary: "Make an active matcher or superAdmin the offer's responsible matcher",
    description:
      "Staff news about the offer (decisions, reminders) goes to this person. Allowed in every status; audited as offer.matcher_assigned.",
    ...manage,
    params: IdParams,
    body: AssignResponsibleMatcherRequest,
    response: { 200: OfferDetail },
    errors: ["NOT_FOUND"],
  }),
  changeStatus: defineRoute({
    method: "POST",
    path: "/offers/:id/status",
    summary: "Move an offer to another status of its lifecycle",
    ...manage,
    params: IdParams,
    body: ChangeOfferStatusRequest,
    response: { 200: OfferDetail },
    errors: ["NOT_FOUND", "INVALID_TRANSITION", "PLAN_LIMIT_REACHED"],
  }),
  candidates: defineRoute({
    method: "GET",
    path: "/offers/:id/candidates",
    summary: "The offer's candidate board, grouped by status",
    ...manage,
    params: IdParams,
    query: CandidateBoardQuery,
    response: { 200: CandidateBoard },
    errors: ["NOT_FOUND"],
  }),
  invite: defineRoute({
    method: "POST",
    path: "/offers/:id/invitations",
    summary: "Invite developers to apply to an open offer",
    ...manage,
    params: IdParams,
    body: InviteDevelopersRequest,
    response: { 201: InviteDevelopersResult },
    errors: ["NOT_FOUND", "OFFER_NOT_OPEN"],
  }),
} as const;

/** The public job board and developers' applications. */
export const jobs = {
  search: defineRoute({
    method: "GET",
    path: "/jobs",
    action: "jobs.read",
    summary: "Search the public job board with facet counts",
    description:
      "Only open, public offers. Facet counts are computed for the filters in force; pages are keyset-paginated with the opaque `cursor` of the previous answer.",
    tags: ["jobs"],
    query: JobSearchQuery,
    response: { 200: JobList },
    errors: [],
  }),
  sitemap: defineRoute({
    method: "GET",
    path: "/jobs/sitemap",
    action: "jobs.read",
    summary: "Every open public job, for the sitemap",
    tags: ["jobs"],
    response: { 200: JobSitemap },
    errors: [],
  }),
  get: defineRoute({
    method: "GET",
    path: "/jobs/:id",
    action: "jobs.read",
    summary: "One public job",
    tags: ["jobs"],
    params: IdParams,
    response: { 200: JobDetail },
    errors: ["NOT_FOUND"],
  }),
  apply: defineRoute({
    method: "POST",
    path: "/jobs/:id/apply",
    action: "jobs.apply",
    summary: "Apply to an open job as the signed-in developer",
    description:
      "Needs a confirmed email address. Applying twice answers 409; an offer a matcher had suggested becomes an application of the developer.",
    tags: ["jobs"],
    params: IdParams,
    response: { 201: Application },
    errors: ["NOT_FOUND", "ALREADY_APPLIED", "ONBOARDING_INCOMPLETE", "EMAIL_NOT_VERIFIED"],
  }),
} as const;

export const applications = {
  mine: defineRoute({
    method: "GET",
    path: "/applications/me",
    action: "applications.self",
    summary: "The signed-in developer's applications",
    tags: ["applications"],
    query: ApplicationListQuery,
    response: { 200: ApplicationList },
    errors: [],
  }),
  matchTips: defineRoute({
    method: "GET",
    path: "/applications/me/match-tips",
    action: "applications.self",
    summary: "What most often kept the signed-in developer out of the offers they applied to",
    description:
      "Compares the developer's own profile with the published requirements of their 20 most recent applications' offers; never with other candidates.",
    tags: ["applications"],
    response: { 200: MatchTips },
    errors: [],
  }),
  applicationMatchTips: defineRoute({
    method: "GET",
    path: "/applications/me/:id/match-tips",
    action: "applications.self",
    summary: "What kept the signed-in developer out of one application's offer",
    tags: ["applications"],
    params: IdParams,
    response: { 200: MatchTips },
    errors: ["NOT_FOUND"],
  }),
} as const;

const invitation = {
  action: "offerInvitations.self",
  tags: ["applications"],
  params: IdParams,
  response: { 200: OfferInvitation },
} as const;

/** Offers staff invited the signed-in developer to. */
export const offerInvitations = {
  get: defineRoute({
    method: "GET",
    path: "/offer-invitations/:id",
    summary: "One invitation to apply to an offer",
    ...invitation,
    errors: ["NOT_FOUND"],
  }),
  accept: defineRoute({
    method: "POST",
    path: "/offer-invitations/:id/accept",
    summary: "Accept an invitation: the developer applies to the offer",
    ...invitation,
    errors: ["NOT_FOUND", "INVITATION_ANSWERED", "OFFER_NOT_OPEN"],
  }),
  decline: defineRoute({
    method: "POST",
    path: "/offer-invitations/:id/decline",
    summary: "Decline an invitation to apply to an offer",
    ...invitation,
    errors: ["NOT_FOUND", "INVITATION_ANSWERED"],
  }),
} as const;

/** A customer's own offers. */
export const customerOffers = {
  list: defineRoute({
    method: "GET",
    path: "/customers/me/offers",
    action: "customers.offers.self",
    summary: "The signed-in customer's offers with pipeline counts",
    tags: ["customers"],
    query: CustomerOfferQuery,
    response: { 200: CustomerOfferList },
    errors: [],
  }),
  get: defineRoute({
    method: "GET",
    path: "/customers/me/offers/:id",
    action: "customers.offers.self",
    summary: "One of the signed-in customer's offers",
    tags: ["customers"],
    params: IdParams,
    response: { 200: CustomerOffer },
    errors: ["NOT_FOUND"],
  }),
} as const;
