import type { InterviewStatus, InterviewType } from "@encaja/contracts";
import { nextDateKey, zonedToUtcIso } from "./zonedTime";

/** The two interview lists: soft (soft + English checks) and hard (technical). */
export type ListKind = "soft" | "hard";
export const listPaths: Record<ListKind, string> = {
  soft: "/interviewers/soft-interviews",
  hard: "/interviewers/hard-interviews",
};
export const typesOfList: Record<ListKind, readonly InterviewType[]> = {
  soft: ["soft", "english"],
  hard: ["hard"],
};

export const sortFields = ["scheduledAt", "createdAt"] as const;
export const sortDirections = ["ASC", "DESC"] as const;
export type SortField = (typeof sortFields)[number];
export type SortDirection = (typeof sortDirections)[number];

/** A list's filters as the URL holds them (dates are "YYYY-MM-DD" in the viewer's zone). */
export type ListFilters = {
  /** One type at a time (the API filters by one): the soft list switches soft ↔ english. */
  type: InterviewType;
  status: InterviewStatus | "";
  interviewerUserId: string;
  developerId: string;
  from: string;
  to: string;
  sort: SortField;
  direction: SortDirection;
};

const statuses: readonly string[] = ["scheduled", "completed", "cancelled"];
const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
const isUuid = (v: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/** The filters of a list's URL; unknown or malformed values are dropped. */
export function filtersFromParams(kind: ListKind, params: URLSearchParams): ListFilters {
  const get = (key: string) => params.get(key)?.trim() ?? "";
  const type = get("type");
  const status = get("status");
  const sort = get("sort");
  const direction = get("direction");
  return {
    type: typesOfList[kind].find((t) => t === type) ?? defaultType(kind),
    status: statuses.includes(status) ? (status as InterviewStatus) : "",
    interviewerUserId: isUuid(get("interviewerUserId")) ? get("interviewerUserId") : "",
    developerId: isUuid(get("developerId")) ? get("developerId") : "",
    from: isDate(get("from")) ? get("from") : "",
    to: isDate(get("to")) ? get("to") : "",
    sort: (sortFields as readonly string[]).includes(sort) ? (sort as SortField) : "scheduledAt",
    direction: direction === "DESC" ? "DESC" : "ASC",
  };
}

const defaultType = (kind: ListKind): InterviewType => typesOfList[kind][0] ?? kind;

/** The URL of a list's filters: defaults and empty values are left out. */
export function paramsFromFilters(kind: ListKind, filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type !== defaultType(kind)) params.set("type", filters.type);
  for (const key of ["status", "interviewerUserId", "developerId", "from", "to"] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (filters.sort !== "scheduledAt") params.set("sort", filters.sort);
  if (filters.direction !== "ASC") params.set("direction", filters.direction);
  return params;
}

/**
 * GET /interviews query of a list's filters (without cursor). `from`/`to` are whole days in
 * the viewer's zone: `to` includes its day (the API's `to` is exclusive).
 */
export function apiQuery(filters: ListFilters, timeZone: string): URLSearchParams {
  const query = new URLSearchParams({
    type: filters.type,
    sort: filters.sort,
    direction: filters.direction,
  });
  if (filters.status) query.set("status", filters.status);
  if (filters.interviewerUserId) query.set("interviewerUserId", filters.interviewerUserId);
  if (filters.developerId) query.set("developerId", filters.developerId);
  const from = filters.from ? zonedToUtcIso(filters.from, "00:00", timeZone) : null;
  const to = filters.to ? zonedToUtcIso(nextDateKey(filters.to), "00:00", timeZone) : null;
  if (from) query.set("from", from);
  if (to) query.set("to", to);
  return query;
}

/** The list an interview type belongs to (its kit lives under that list's path). */
export const listOfType = (type: InterviewType): ListKind => (type === "hard" ? "hard" : "soft");

export const kitPath = (interview: { id: string; type: InterviewType }) =>
  `${listPaths[listOfType(interview.type)]}/${interview.id}`;
