import {
  CreateHireDraftRequest,
  HireDraft,
  HireDraftClaim,
  UpdateHireDraftRequest,
} from "../commercial/hire";
import {
  DirectQuote,
  PricingConfig,
  PricingConfigView,
  PricingQuoteInput,
  StaffingQuote,
} from "../commercial/pricing";
import { IdParams } from "../offers/pagination";
import { defineRoute } from "./define";

const hireTags = ["hire"];

/** `/hire`: drafts a visitor starts without an account, and their claim. */
export const hire = {
  createDraft: defineRoute({
    method: "POST",
    path: "/hire/drafts",
    action: "hire.draft",
    summary: "Start a hire request without an account (a draft that expires unless claimed)",
    tags: hireTags,
    body: CreateHireDraftRequest,
    response: { 201: HireDraft },
    errors: [],
  }),
  getDraft: defineRoute({
    method: "GET",
    path: "/hire/drafts/:id",
    action: "hire.draft",
    summary: "Read an unclaimed, unexpired hire draft",
    tags: hireTags,
    params: IdParams,
    response: { 200: HireDraft },
    errors: ["NOT_FOUND"],
  }),
  updateDraft: defineRoute({
    method: "PATCH",
    path: "/hire/drafts/:id",
    action: "hire.draft",
    summary: "Complete an unclaimed, unexpired hire draft (developer details)",
    tags: hireTags,
    params: IdParams,
    body: UpdateHireDraftRequest,
    response: { 200: HireDraft },
    errors: ["NOT_FOUND"],
  }),
  claimDraft: defineRoute({
    method: "POST",
    path: "/hire/drafts/:id/claim",
    action: "hire.claim",
    summary: "Attach a hire draft to the signed-in company: it becomes a draft offer",
    tags: hireTags,
    params: IdParams,
    response: { 201: HireDraftClaim },
    errors: ["NOT_FOUND", "HIRE_DRAFT_CLAIMED", "HIRE_DRAFT_INCOMPLETE"],
  }),
} as const;

const pricingTags = ["pricing"];

/** The pricing configuration and calculators. */
export const pricing = {
  config: defineRoute({
    method: "GET",
    path: "/pricing/config",
    action: "pricing.read",
    summary: "The pricing configuration in force (fees, margins, reference salaries, plan limits)",
    tags: pricingTags,
    response: { 200: PricingConfigView },
    errors: [],
  }),
  updateConfig: defineRoute({
    method: "PUT",
    path: "/pricing/config",
    action: "pricing.manage",
    summary: "Put a new pricing configuration in force (the previous ones stay as history)",
    tags: pricingTags,
    body: PricingConfig,
    response: { 200: PricingConfigView },
    errors: [],
  }),
  directQuote: defineRoute({
    method: "POST",
    path: "/pricing/quotes/direct",
    action: "pricing.read",
    summary: "Direct hire: the one-off fee for a seniority, role and optional salary",
    tags: pricingTags,
    body: PricingQuoteInput,
    response: { 200: DirectQuote },
    errors: [],
  }),
  staffingQuote: defineRoute({
    method: "POST",
    path: "/pricing/quotes/staffing",
    action: "pricing.read",
    summary: "Staffing: the monthly rate and total for a seniority, role, salary and months",
    tags: pricingTags,
    body: PricingQuoteInput,
    response: { 200: StaffingQuote },
    errors: [],
  }),
} as const;
