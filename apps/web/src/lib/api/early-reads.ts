import { routeUrl } from "@encaja/contracts/routes/url";
import { workspaceListQuery } from "@/features/interviews/workspace";
import { talentInput } from "@/features/talent/searchParams";
import { routes } from "@/lib/api/routes";
import { EARLY_ID, EARLY_ME, type EarlyPageReads } from "./early";

const ofId = { params: { id: EARLY_ID } };
const uuid = "([0-9a-f-]{36})";

/**
 * The GETs the busiest signed-in pages make as they open, in the form their components send
 * them (the same routes, parameters and query): started with the me call, their answers are on
 * the way while the page's scripts load. A page that changes what it reads first changes here
 * too; a read that no longer matches is only asked twice (a trace of the page shows whether its
 * early answers are taken).
 */
export const EARLY_PAGE_READS: EarlyPageReads = [
  [
    "^/dashboard/?$",
    "",
    [
      routeUrl(routes.developers.me),
      routeUrl(routes.developers.onboarding),
      routeUrl(routes.developers.completeness),
      routeUrl(routes.developers.activity),
      routeUrl(routes.developerInterviews.list),
      routeUrl(routes.applications.mine, { query: { limit: 5 } }),
      routeUrl(routes.applications.matchTips),
      routeUrl(routes.chats.unread),
    ],
  ],
  [
    `^/customers/dashboard/offers/${uuid}/?$`,
    "",
    [routeUrl(routes.customerOffers.get, ofId), routeUrl(routes.customerCandidates.list, ofId)],
  ],
  [`^/matchers/offer/${uuid}/?$`, "", [routeUrl(routes.offers.get, ofId)]],
  ["^/dev-search/?$", "", [routeUrl(routes.talent.search, talentInput("", null))]],
  [
    `^/matchers/offer/${uuid}/?$`,
    "pipeline",
    [
      routeUrl(routes.offers.candidates, { ...ofId, query: { limit: 100 } }),
      routeUrl(routes.interviews.ofOffer, ofId),
      routeUrl(routes.pipeline.offerInterviews, ofId),
    ],
  ],
  [
    "^/interviewers/?$",
    "",
    [
      routeUrl(routes.interviews.availability),
      `${routeUrl(routes.interviews.list)}?${workspaceListQuery(EARLY_ME)}`,
    ],
  ],
];
