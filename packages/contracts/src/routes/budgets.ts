import {
  BudgetDetail,
  BudgetList,
  BudgetListQuery,
  BudgetResponseRequest,
  BudgetVersionParams,
  CreateBudgetRequest,
  UpdateBudgetRequest,
} from "../commercial/budgets";
import { IdParams } from "../offers/pagination";
import { defineRoute } from "./define";

const staff = { action: "budgets.manage", tags: ["budgets"] } as const;
const readers = { action: "budgets.read", tags: ["budgets"] } as const;

/** Budgets (quotes) for companies: staff prepare and send, customers answer. */
export const budgets = {
  list: defineRoute({
    method: "GET",
    path: "/budgets",
    summary: "Budgets: staff see every company's (filters), a company only its sent ones",
    ...readers,
    query: BudgetListQuery,
    response: { 200: BudgetList },
    errors: [],
  }),
  get: defineRoute({
    method: "GET",
    path: "/budgets/:id",
    summary: "One budget with its sent versions and answers (staff also get the draft)",
    ...readers,
    params: IdParams,
    response: { 200: BudgetDetail },
    errors: ["NOT_FOUND"],
  }),
  create: defineRoute({
    method: "POST",
    path: "/budgets",
    summary: "Prepare a draft budget for a company",
    ...staff,
    body: CreateBudgetRequest,
    response: { 201: BudgetDetail },
    errors: ["NOT_FOUND"],
  }),
  update: defineRoute({
    method: "PATCH",
    path: "/budgets/:id",
    summary: "Change a draft or sent budget's draft (send again to make a new version)",
    ...staff,
    params: IdParams,
    body: UpdateBudgetRequest,
    response: { 200: BudgetDetail },
    errors: ["NOT_FOUND", "BUDGET_NOT_EDITABLE"],
  }),
  send: defineRoute({
    method: "POST",
    path: "/budgets/:id/send",
    summary: "Freeze the draft as a new version, email the company and move linked candidates",
    ...staff,
    params: IdParams,
    response: { 200: BudgetDetail },
    errors: ["NOT_FOUND", "BUDGET_NOT_EDITABLE", "CONFLICT"],
  }),
  withdraw: defineRoute({
    method: "POST",
    path: "/budgets/:id/withdraw",
    summary: "Withdraw a budget that has not been answered",
    ...staff,
    params: IdParams,
    response: { 200: BudgetDetail },
    errors: ["NOT_FOUND", "BUDGET_NOT_EDITABLE"],
  }),
  respond: defineRoute({
    method: "POST",
    path: "/budgets/:id/versions/:version/response",
    summary: "Accept or reject the current version of a budget (the company)",
    action: "budgets.respond",
    tags: ["budgets"],
    params: BudgetVersionParams,
    body: BudgetResponseRequest,
    response: { 200: BudgetDetail },
    errors: [
      "NOT_FOUND",
      "BUDGET_NOT_SENT",
      "BUDGET_EXPIRED",
      "BUDGET_VERSION_SUPERSEDED",
      "BUDGET_ALREADY_ANSWERED",
      "BUDGET_ABOVE_ASSOCIATE_LIMIT",
      "BUDGET_NOT_EDITABLE",
    ],
  }),
  pdf: defineRoute({
    method: "GET",
    path: "/budgets/:id/versions/:version/pdf",
    summary: "A sent budget version as a PDF",
    ...readers,
    params: BudgetVersionParams,
    response: {},
    otherAnswers: [{ status: 200, description: "The PDF", contentType: "application/pdf" }],
    errors: ["NOT_FOUND"],
  }),
} as const;
