import { z } from "zod";
import { ApprovalStatus, CompletionStatus, PlatformLinkApproval, Seniority } from "../enums";
import { Platform } from "../identity/platforms";
import { cursorPage } from "../offers/pagination";

/** Admin backoffice: the approval queues (developer profiles and platform links). */

/** How many items one bulk decision may carry. */
export const MAX_APPROVAL_BATCH = 100;

export const ApprovalCounts = z.object({
  pendingDevelopers: z.number().int(),
  pendingPlatformLinks: z.number().int(),
});
export type ApprovalCounts = z.infer<typeof ApprovalCounts>;

export const DeveloperApprovalsQuery = z.strictObject({
  status: ApprovalStatus.default("pending"),
  q: z.string().trim().max(100).optional(),
  ...cursorPage,
});
export type DeveloperApprovalsQuery = z.infer<typeof DeveloperApprovalsQuery>;

export const DeveloperApprovalItem = z.object({
  developerId: z.uuid(),
  name: z.string(),
  /** Null once the person was erased. */
  email: z.string().nullable(),
  techRole: z.string(),
  seniority: Seniority,
  countryName: z.string().nullable(),
  onboarding: CompletionStatus,
  createdAt: z.iso.datetime({ offset: true }),
  approval: ApprovalStatus,
  approvalReason: z.string().nullable(),
  approvalChangedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type DeveloperApprovalItem = z.infer<typeof DeveloperApprovalItem>;

export const DeveloperApprovalList = z.object({
  items: z.array(DeveloperApprovalItem),
  nextCursor: z.string().nullable(),
});
export type DeveloperApprovalList = z.infer<typeof DeveloperApprovalList>;

export const APPROVAL_REASON_MAX = 1000;

const distinct = (ids: string[]) => new Set(ids).size === ids.length;

/**
 * A bulk decision: `from` is the state the admin saw; if any item moved since, nothing is
 * written (RECORD_CHANGED). A disapproval needs the reason the developer will read.
 */
export const DeveloperApprovalDecision = z
  .strictObject({
    items: z
      .array(z.strictObject({ developerId: z.uuid(), from: ApprovalStatus }))
      .min(1)
      .max(MAX_APPROVAL_BATCH)
      .refine((items) => distinct(items.map((i) => i.developerId)), {
        message: "Each developer may appear once",
      }),
    decision: z.enum(["approved", "disapproved"]),
    reason: z.string().trim().max(APPROVAL_REASON_MAX).optional(),
  })
  .refine((body) => body.decision !== "disapproved" || Boolean(body.reason), {
    message: "Give the reason the developer will read",
    path: ["reason"],
  });
export type DeveloperApprovalDecision = z.infer<typeof DeveloperApprovalDecision>;

export const PlatformApprovalsQuery = z.strictObject({
  status: PlatformLinkApproval.default("pending"),
  ...cursorPage,
});
export type PlatformApprovalsQuery = z.infer<typeof PlatformApprovalsQuery>;

export const PlatformApprovalItem = z.object({
  platformLinkId: z.uuid(),
  developerId: z.uuid(),
  developerName: z.string(),
  email: z.string().nullable(),
  platform: Platform,
  url: z.string(),
  approval: PlatformLinkApproval,
  createdAt: z.iso.datetime({ offset: true }),
});
export type PlatformApprovalItem = z.infer<typeof PlatformApprovalItem>;

export const PlatformApprovalList = z.object({
  items: z.array(PlatformApprovalItem),
  nextCursor: z.string().nullable(),
});
export type PlatformApprovalList = z.infer<typeof PlatformApprovalList>;

export const PlatformApprovalDecision = z.strictObject({
  items: z
    .array(z.strictObject({ platformLinkId: z.uuid(), from: PlatformLinkApproval }))
    .min(1)
    .max(MAX_APPROVAL_BATCH)
    .refine((items) => distinct(items.map((i) => i.platformLinkId)), {
      message: "Each link may appear once",
    }),
  decision: z.enum(["approved", "declined"]),
});
export type PlatformApprovalDecision = z.infer<typeof PlatformApprovalDecision>;

/** How many items actually changed (an item already in the decided state is left as it is). */
export const ApprovalDecisionResult = z.object({ changed: z.number().int() });
export type ApprovalDecisionResult = z.infer<typeof ApprovalDecisionResult>;
