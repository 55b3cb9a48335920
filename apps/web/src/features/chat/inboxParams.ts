import { chatAssignmentFilters } from "@encaja/contracts";

export type ChatAssignmentFilter = (typeof chatAssignmentFilters)[number];

export type InboxParams = { q: string; offerId: string; assigned: ChatAssignmentFilter };

const isAssignment = (value: string | null): value is ChatAssignmentFilter =>
  (chatAssignmentFilters as readonly string[]).includes(value ?? "");

/** The inbox filters from the page's URL (unknown values fall back to "all"). */
export function inboxParamsFrom(search: URLSearchParams): InboxParams {
  const assigned = search.get("assigned");
  return {
    q: search.get("q")?.trim() ?? "",
    offerId: search.get("offerId") ?? "",
    assigned: isAssignment(assigned) ? assigned : "any",
  };
}

/** The URL query of the filters (defaults left out). */
export function searchOf(params: InboxParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.offerId) search.set("offerId", params.offerId);
  if (params.assigned !== "any") search.set("assigned", params.assigned);
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The API query of the filters (GET /chats). */
export function apiFiltersOf(params: InboxParams) {
  return {
    assigned: params.assigned,
    ...(params.q ? { q: params.q } : {}),
    ...(params.offerId ? { offerId: params.offerId } : {}),
  };
}
