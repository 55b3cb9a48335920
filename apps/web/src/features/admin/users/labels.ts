import type { AdminUserStatus } from "@encaja/contracts";

/** The chip colour of an account status on the admin pages. */
export const statusColor = (status: AdminUserStatus) =>
  status === "active" ? "success" : status === "disabled" ? "error" : "warning";

/** The roles staff can be moved between (ADR 0029). */
export const internalStaffRoles = ["matchers", "hardInterviewer", "superAdmin"] as const;
