import { PersonalDataExport } from "../privacy/export";
import { defineRoute } from "./define";

/** The signed-in person's own data, as one downloadable JSON document. */
export const privacy = {
  exportData: defineRoute({
    method: "GET",
    path: "/users/me/export",
    action: "account.self",
    summary:
      "All of the caller's personal data as one JSON file (attachment; rate-limited; audited)",
    tags: ["users"],
    response: { 200: PersonalDataExport },
    errors: [],
  }),
} as const;
