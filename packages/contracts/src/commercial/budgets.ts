import { z } from "zod";
import { Currency } from "../developers/geo";
import { DateOnly, TechRole } from "../developers/profile";
import { Role, Seniority } from "../enums";
import { cursorList, cursorPage } from "../offers/pagination";
import { MAX_MONEY_MINOR, MinorAmount, PositiveMinorAmount } from "./money";

/** Budgets (quotes) a matcher prepares for a company (ADR 0027 "Budgets"). */
export const budgetStatuses = ["draft", "sent", "accepted", "rejected", "withdrawn"] as const;
export const BudgetStatus = z.enum(budgetStatuses);
export type BudgetStatus = z.infer<typeof BudgetStatus>;

export const budgetDecisions = ["accepted", "rejected"] as const;
export const BudgetDecision = z.enum(budgetDecisions);
export type BudgetDecision = z.infer<typeof BudgetDecision>;

/** Direct hire prices a one-off fee per hire; staffing a monthly rate per person for some months. */
export const budgetHiringTypes = ["direct", "staffing"] as const;
export const BudgetHiringType = z.enum(budgetHiringTypes);
export type BudgetHiringType = z.infer<typeof BudgetHiringType>;

export const BUDGET_MAX_LINES = 20;

export const BudgetLine = z.strictObject({
  role: TechRole,
  seniority: Seniority,
  quantity: z.number().int().min(1).max(50),
  /** Staffing: the monthly rate per person; direct: the one-off fee per hire. */
  unitAmountMinor: PositiveMinorAmount,
  /** Staffing only: how many months (1..60); ignored (null) for direct hire. */
  months: z.number().int().min(1).max(60).nullable().default(null),
  description: z.string().trim().max(500).default(""),
});
export type BudgetLine = z.output<typeof BudgetLine>;

/** Σ quantity × unit × (months for staffing), in integer minor units: API, web and PDF use it. */
export function budgetLineTotal(
  line: Pick<BudgetLine, "quantity" | "unitAmountMinor" | "months">,
  hiringType: BudgetHiringType,
): number {
  const months = hiringType === "staffing" ? (line.months ?? 1) : 1;
  return line.quantity * line.unitAmountMinor * months;
}

export function budgetTotal(content: Pick<BudgetContent, "hiringType" | "lines">): number {
  return content.lines.reduce((sum, line) => sum + budgetLineTotal(line, content.hiringType), 0);
}

export const BudgetContent = z
  .strictObject({
    hiringType: BudgetHiringType,
    currency: Currency,
    lines: z.array(BudgetLine).min(1).max(BUDGET_MAX_LINES),
    validUntil: DateOnly,
    /** Markdown, stored as given; the web sanitises it when rendering. */
    terms: z.string().max(5000).default(""),
    notes: z.string().max(2000).default(""),
  })
  .superRefine((content, ctx) => {
    content.lines.forEach((line, index) => {
      if (content.hiringType === "staffing" && line.months === null) {
        ctx.addIssue({
          code: "custom",
          path: ["lines", index, "months"],
          message: "Staffing lines need the number of months",
        });
      }
    });
    if (budgetTotal(content) > MAX_MONEY_MINOR) {
      ctx.addIssue({ code: "custom", path: ["lines"], message: "This total is too large" });
    }
  });
export type BudgetContent = z.output<typeof BudgetContent>;
export type BudgetContentInput = z.input<typeof BudgetContent>;

export const CreateBudgetRequest = z.strictObject({
  customerId: z.uuid(),
  offerId: z.uuid().nullable().default(null),
  title: z.string().trim().min(1).max(200),
  content: BudgetContent,
  /** Candidates of the company's offers this budget prices. */
  candidateIds: z.array(z.uuid()).max(50).default([]),
});

export const UpdateBudgetRequest = z.strictObject({
  title: z.string().trim().min(1).max(200).optional(),
  offerId: z.uuid().nullable().optional(),
  content: BudgetContent.optional(),
  candidateIds: z.array(z.uuid()).max(50).optional(),
});

export const BudgetResponseRequest = z.discriminatedUnion("decision", [
  z.strictObject({
    decision: z.literal("accepted"),
    comment: z.string().trim().max(2000).default(""),
  }),
  z.strictObject({ decision: z.literal("rejected"), comment: z.string().trim().min(1).max(2000) }),
]);
export type BudgetResponseRequest = z.input<typeof BudgetResponseRequest>;

export const BudgetVersionParams = z.strictObject({
  id: z.uuid(),
  version: z.coerce.number().int().min(1).max(10_000),
});

/** `?customerId=&status=` and `?limit=&cursor=`; the list is ordered by last change, newest first. */
export const BudgetListQuery = z.strictObject({
  customerId: z.uuid().optional(),
  status: BudgetStatus.optional(),
  ...cursorPage,
});

export const BudgetAnswer = z.object({
  decision: BudgetDecision,
  comment: z.string(),
  respondedByName: z.string(),
  respondedByRole: Role.or(z.string()),
  respondedAt: z.string(),
});
export type BudgetAnswer = z.infer<typeof BudgetAnswer>;

export const BudgetVersion = z.object({
  version: z.number().int(),
  content: BudgetContent,
  currency: Currency,
  totalMinor: MinorAmount,
  validUntil: z.string(),
  sentAt: z.string(),
  response: BudgetAnswer.nullable(),
});
export type BudgetVersion = z.infer<typeof BudgetVersion>;

export const BudgetCandidate = z.object({
  candidateId: z.uuid(),
  offerId: z.uuid(),
  offerTitle: z.string(),
  status: z.string(),
  /** The developer's name for staff; a neutral label for the company. */
  label: z.string(),
});
export type BudgetCandidate = z.infer<typeof BudgetCandidate>;

export const BudgetSummary = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  customerName: z.string(),
  offerId: z.uuid().nullable(),
  title: z.string(),
  status: BudgetStatus,
  currentVersion: z.number().int(),
  currency: Currency,
  totalMinor: MinorAmount,
  validUntil: z.string(),
  updatedAt: z.string(),
});
export type BudgetSummary = z.infer<typeof BudgetSummary>;

export const BudgetList = cursorList(BudgetSummary);
export type BudgetList = z.infer<typeof BudgetList>;

export const BudgetDetail = BudgetSummary.extend({
  /** Staff only: the editable content (null for the company). */
  draft: BudgetContent.nullable(),
  /** Sent versions, newest first. */
  versions: z.array(BudgetVersion),
  candidates: z.array(BudgetCandidate),
  /** The candidates sending moved to proposal_sent (send responses only). */
  movedCandidateIds: z.array(z.uuid()).optional(),
});
export type BudgetDetail = z.infer<typeof BudgetDetail>;

/** Whether a version can still be answered on `today` (YYYY-MM-DD): validity is inclusive. */
export const budgetVersionExpired = (validUntil: string, today: string): boolean =>
  validUntil < today;
