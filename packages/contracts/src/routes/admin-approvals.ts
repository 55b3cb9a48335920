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
import { defineRoute } from "./define";

/** The admin backoffice's approvals routes (all under /admin/..., action "admin.manage"). */
export const adminApprovals = {
  counts: defineRoute({
    method: "GET",
    path: "/admin/approvals/counts",
    action: "admin.manage",
    summary: "How many developer profiles and platform links wait for approval",
    tags: ["admin"],
    response: { 200: ApprovalCounts },
    errors: [],
  }),
  developers: defineRoute({
    method: "GET",
    path: "/admin/approvals/developers",
    action: "admin.manage",
    summary: "Developer profiles by approval state (oldest first; search by name or email)",
    tags: ["admin"],
    query: DeveloperApprovalsQuery,
    response: { 200: DeveloperApprovalList },
    errors: [],
  }),
  decideDevelopers: defineRoute({
    method: "POST",
    path: "/admin/approvals/developers",
    action: "admin.manage",
    summary: "Approve or disapprove developer profiles in bulk (all or nothing)",
    tags: ["admin"],
    body: DeveloperApprovalDecision,
    response: { 200: ApprovalDecisionResult },
    errors: ["NOT_FOUND", "RECORD_CHANGED"],
  }),
  platforms: defineRoute({
    method: "GET",
    path: "/admin/approvals/platforms",
    action: "admin.manage",
    summary: "Developers' platform links by approval state (oldest first)",
    tags: ["admin"],
    query: PlatformApprovalsQuery,
    response: { 200: PlatformApprovalList },
    errors: [],
  }),
  decidePlatforms: defineRoute({
    method: "POST",
    path: "/admin/approvals/platforms",
    action: "admin.manage",
    summary: "Approve or decline platform links in bulk (all or nothing)",
    tags: ["admin"],
    body: PlatformApprovalDecision,
    response: { 200: ApprovalDecisionResult },
    errors: ["NOT_FOUND", "RECORD_CHANGED"],
  }),
} as const;
