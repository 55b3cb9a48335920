import {
  LocationList,
  LocationSearchQuery,
  SkillList,
  SkillSearchQuery,
  StackList,
} from "../developers";
import { IndustryList } from "../matching/industries";
import { defineRoute } from "./define";

const catalog = { action: "catalog.read", tags: ["catalog"], errors: [] } as const;

/** The public catalogue: static data the API lets browsers cache for an hour. */
export const catalogRoutes = {
  skills: defineRoute({
    method: "GET",
    path: "/catalog/skills",
    summary: "Search the skills catalogue",
    ...catalog,
    query: SkillSearchQuery,
    response: { 200: SkillList },
  }),
  stacks: defineRoute({
    method: "GET",
    path: "/catalog/stacks",
    summary: "The main stacks",
    ...catalog,
    response: { 200: StackList },
  }),
  locations: defineRoute({
    method: "GET",
    path: "/catalog/locations",
    summary: "Search countries and cities",
    ...catalog,
    query: LocationSearchQuery,
    response: { 200: LocationList },
  }),
  industries: defineRoute({
    method: "GET",
    path: "/catalog/industries",
    summary: "The industries a company, an offer or an experience belongs to",
    description: "Names in the request's language (Accept-Language: es, the default, or en).",
    ...catalog,
    response: { 200: IndustryList },
  }),
} as const;
