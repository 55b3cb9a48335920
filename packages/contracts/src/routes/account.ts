import {
  AccountProfile,
  AccountSessionList,
  AdminCustomer,
  AdminCustomerList,
  AdminCustomersQuery,
  ChangePlanRequest,
  CompanySettings,
  Team,
  UpdateAccountProfileRequest,
  UpdateCompanySettingsRequest,
} from "../commercial/account";
import { PlanUsage } from "../commercial/plans";
import { PhotoResponse } from "../developers";
import { IdParams } from "../offers/pagination";
import { defineRoute, noContent } from "./define";

/** Every role's own account: profile, photo, sessions. */
export const account = {
  sessions: defineRoute({
    method: "GET",
    path: "/users/me/sessions",
    action: "account.self",
    summary: "The signed-in user's live sessions (the caller's is marked current)",
    tags: ["users"],
    response: { 200: AccountSessionList },
    errors: [],
  }),
  revokeSession: defineRoute({
    method: "DELETE",
    path: "/users/me/sessions/:id",
    action: "account.self",
    summary: "Sign out one of the user's own sessions (the current one signs out)",
    tags: ["users"],
    params: IdParams,
    response: { 204: noContent },
    errors: ["NOT_FOUND"],
  }),
  revokeOtherSessions: defineRoute({
    method: "DELETE",
    path: "/users/me/sessions",
    action: "account.self",
    summary: "Sign out every session of the user except the current one",
    tags: ["users"],
    response: { 204: noContent },
    errors: [],
  }),
  profile: defineRoute({
    method: "GET",
    path: "/users/me/profile",
    action: "account.self",
    summary: "A non-developer's name, phone (customers) and photo",
    tags: ["users"],
    response: { 200: AccountProfile },
    errors: [],
  }),
  updateProfile: defineRoute({
    method: "PATCH",
    path: "/users/me/profile",
    action: "account.self",
    summary: "Change a non-developer's name (and a customer's phone)",
    tags: ["users"],
    body: UpdateAccountProfileRequest,
    response: { 200: AccountProfile },
    errors: ["FORBIDDEN"],
  }),
  uploadPhoto: defineRoute({
    method: "POST",
    path: "/users/me/photo",
    action: "account.self",
    summary:
      "Upload the user's photo (a customer's is the company's; multipart 'file', image ≤ 5 MB)",
    tags: ["users"],
    consumes: "multipart/form-data",
    response: { 200: PhotoResponse },
    errors: ["UNSUPPORTED_FILE", "NOT_FOUND"],
  }),
  removePhoto: defineRoute({
    method: "DELETE",
    path: "/users/me/photo",
    action: "account.self",
    summary: "Remove the user's photo (a customer's is the company's)",
    tags: ["users"],
    response: { 204: noContent },
    errors: ["NOT_FOUND"],
  }),
} as const;

/** The customer's team: associates and invitations. */
export const team = {
  read: defineRoute({
    method: "GET",
    path: "/customers/me/team",
    action: "team.read",
    summary: "The company's owner, associates and pending invitations",
    tags: ["customers"],
    response: { 200: Team },
    errors: [],
  }),
  revokeInvitation: defineRoute({
    method: "DELETE",
    path: "/customers/me/team/invitations/:id",
    action: "team.manage",
    summary: "Withdraw a pending invitation (its link stops working)",
    tags: ["customers"],
    params: IdParams,
    response: { 204: noContent },
    errors: ["NOT_FOUND"],
  }),
  removeAssociate: defineRoute({
    method: "DELETE",
    path: "/customers/me/team/associates/:id",
    action: "team.manage",
    summary: "Remove an associate: signs them out everywhere and erases their account",
    tags: ["customers"],
    params: IdParams,
    response: { 204: noContent },
    errors: ["NOT_FOUND"],
  }),
} as const;

/** Plans and company settings: usage, limits, superAdmin plan changes. */
export const plans = {
  company: defineRoute({
    method: "GET",
    path: "/customers/me/company",
    action: "customers.settings",
    summary: "The company details the owner keeps",
    tags: ["customers"],
    response: { 200: CompanySettings },
    errors: [],
  }),
  updateCompany: defineRoute({
    method: "PATCH",
    path: "/customers/me/company",
    action: "customers.settings",
    summary: "Change the company details and the associates' budget limit",
    tags: ["customers"],
    body: UpdateCompanySettingsRequest,
    response: { 200: CompanySettings },
    errors: [],
  }),
  usage: defineRoute({
    method: "GET",
    path: "/customers/me/plan",
    action: "customers.plan.self",
    summary: "The company's plan, its limits and what it has used",
    tags: ["customers"],
    response: { 200: PlanUsage },
    errors: [],
  }),
  adminList: defineRoute({
    method: "GET",
    path: "/admin/customers",
    action: "plans.manage",
    summary: "Companies with their plan, owner and usage (search by name)",
    tags: ["admin"],
    query: AdminCustomersQuery,
    response: { 200: AdminCustomerList },
    errors: [],
  }),
  changePlan: defineRoute({
    method: "PATCH",
    path: "/admin/customers/:id/plan",
    action: "plans.manage",
    summary: "Change a company's plan",
    tags: ["admin"],
    params: IdParams,
    body: ChangePlanRequest,
    response: { 200: AdminCustomer },
    errors: ["NOT_FOUND"],
  }),
} as const;
