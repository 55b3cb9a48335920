import type { ErrorCode } from "../errors";

/** What every /admin route shares: superAdmin only (action "admin.manage"), tagged "admin". */
export const adminAccess = { action: "admin.manage", tags: ["admin"] } as const;

/** A versioned change to an admin record: it may be gone, or changed since it was read. */
export const versionedChangeErrors = [
  "NOT_FOUND",
  "RECORD_CHANGED",
] as const satisfies readonly ErrorCode[];
