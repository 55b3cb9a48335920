import {
  ApprovalCounts,
  ApprovalDecisionResult,
  DeveloperApprovalDecision,
  DeveloperApprovalList,
  DeveloperApprovalsQuery,
  PlatformApprovalDecision,
  PlatformApprovalList,
  PlatformApprovalsQuery,
} from "../admin/approvals";
import { adminAccess, versionedChangeErrors } from "./admin";
import { defineRoute } from "./define";

/** The admin backoffice's approvals routes (all under /admin/..., action "admin.manage"). */
export const adminApprovals = {
  counts: defineRoute({
    method: "GET",
    path: "/admin/approvals/counts",
    summary: "How many developer profiles and platform links wait for approval",
    ...adminAccess,
    response: { 200: ApprovalCounts },
    errors: [],
  }),
  developers: defineRoute({
    method: "GET",
    path: "/admin/approvals/developers",
    summary: "Developer profiles by approval state (oldest first; search by name or email)",
    ...adminAccess,
    query: DeveloperApprovalsQuery,
    response: { 200: DeveloperApprovalList },
    errors: [],
  }),
  decideDevelopers: defineRoute({
    method: "POST",
    path: "/admin/approvals/developers",
    summary: "Approve or disapprove developer profiles in bulk (all or nothing)",
    ...adminAccess,
    body: DeveloperApprovalDecision,
    response: { 200: ApprovalDecisionResult },
    errors: versionedChangeErrors,
  }),
  platforms: defineRoute({
    method: "GET",
    path: "/admin/approvals/platforms",
    summary: "Developers' platform links by approval state (oldest first)",
    ...adminAccess,
    query: PlatformApprovalsQuery,
    response: { 200: PlatformApprovalList },
    errors: [],
  }),
  decidePlatforms: defineRoute({
    method: "POST",
    path: "/admin/approvals/platforms",
    summary: "Approve or decline platform links in bulk (all or nothing)",
    ...adminAccess,
    body: PlatformApprovalDecision,
    response: { 200: ApprovalDecisionResult },
    errors: versionedChangeErrors,
  }),
} as const;
