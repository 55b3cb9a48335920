import { AdminEmail, AdminEmailList, AdminEmailsQuery } from "../admin/emails";
import { IdParams } from "../offers/pagination";
import { adminAccess } from "./admin";
import { defineRoute } from "./define";

/** The email outbox: undelivered emails and sending one again (superAdmin only). */
export const adminEmails = {
  list: defineRoute({
    method: "GET",
    path: "/admin/emails",
    summary: "Emails that could not be delivered (or still wait to be), newest first, no bodies",
    ...adminAccess,
    query: AdminEmailsQuery,
    response: { 200: AdminEmailList },
    errors: [],
  }),
  retry: defineRoute({
    method: "POST",
    path: "/admin/emails/:id/retry",
    summary: "Queue a failed email again: pending, attempts reset, sent at the next round",
    description:
      "Only a `failed` email can be retried: any other status answers 409 CONFLICT. The retry is audited.",
    ...adminAccess,
    params: IdParams,
    response: { 200: AdminEmail },
    errors: ["NOT_FOUND", "CONFLICT"],
  }),
} as const;
