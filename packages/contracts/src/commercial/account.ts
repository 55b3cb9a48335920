import { z } from "zod";
import { CountryCodeInput, Currency } from "../developers/geo";
import { Plan } from "../enums";
import { CompanySize, Industry } from "../matching/context";
import { cursorPage, itemList } from "../offers/pagination";
import { MinorAmount } from "./money";
import { PlanUsage } from "./plans";

/** One of the signed-in user's live sessions (settings → active sessions). */
export const AccountSession = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  method: z.enum(["password", "google"]),
  /** A readable device ("Firefox on Linux") from the user agent; null when unknown. */
  device: z.string().nullable(),
  /** The IP with its last part hidden ("203.0.113.x"); null when unknown. */
  ip: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;

export const AccountSessionList = itemList(AccountSession);
export type AccountSessionList = z.infer<typeof AccountSessionList>;

/** PATCH /users/me/profile: non-developers' name (and the customer's phone). */
export const UpdateAccountProfileRequest = z
  .strictObject({
    fullName: z.string().trim().min(2).max(120).optional(),
    /** Customers only (the company owner's contact phone). */
    phoneNumber: z.string().trim().max(40).nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to change" });
export type UpdateAccountProfileRequest = z.infer<typeof UpdateAccountProfileRequest>;

export const AccountProfile = z.object({
  fullName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  photoURL: z.string().nullable(),
});
export type AccountProfile = z.infer<typeof AccountProfile>;

/**
 * The largest budget total an associate may accept for the company (ADR 0027); `null` means
 * associates cannot accept budgets.
 */
export const AssociateBudgetLimit = z
  .strictObject({ amountMinor: MinorAmount, currency: Currency })
  .nullable();
export type AssociateBudgetLimit = z.infer<typeof AssociateBudgetLimit>;

/** The company details the owner keeps in its settings. */
export const CompanySettings = z.object({
  id: z.uuid(),
  name: z.string(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  countryCode: z.string().nullable(),
  taxId: z.string().nullable(),
  plan: Plan,
  associateBudgetLimit: AssociateBudgetLimit,
  /** New offers start with these (matching compares them with developers' experience). */
  industry: Industry.nullable(),
  companySize: CompanySize.nullable(),
});
export type CompanySettings = z.infer<typeof CompanySettings>;

export const UpdateCompanySettingsRequest = z
  .strictObject({
    name: z.string().trim().min(2).max(120).optional(),
    phoneNumber: z.string().trim().max(40).nullable().optional(),
    website: z
      .url({ protocol: /^https?$/ })
      .max(300)
      .nullable()
      .optional(),
    countryCode: CountryCodeInput.nullable().optional(),
    taxId: z.string().trim().max(40).nullable().optional(),
    associateBudgetLimit: AssociateBudgetLimit.optional(),
    industry: Industry.nullable().optional(),
    companySize: CompanySize.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to change" });
export type UpdateCompanySettingsRequest = z.infer<typeof UpdateCompanySettingsRequest>;

export const TeamMember = z.object({
  /** The customer_associates id (the owner: the customer id). */
  id: z.uuid(),
  userId: z.uuid(),
  role: z.enum(["customer", "customerAssociate"]),
  fullName: z.string().nullable(),
  email: z.string(),
  photoURL: z.string().nullable(),
  joinedAt: z.iso.datetime({ offset: true }),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const PendingTeamInvitation = z.object({
  id: z.uuid(),
  /** Only the owner sees the invited emails; associates get null. */
  email: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PendingTeamInvitation = z.infer<typeof PendingTeamInvitation>;

/** GET /customers/me/team: the owner first, then associates, and pending invitations. */
export const Team = z.object({
  canManage: z.boolean(),
  members: z.array(TeamMember),
  invitations: z.array(PendingTeamInvitation),
  usage: PlanUsage,
});
export type Team = z.infer<typeof Team>;

export const AdminCustomersQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  ...cursorPage,
});
export type AdminCustomersQuery = z.infer<typeof AdminCustomersQuery>;

export const AdminCustomer = z.object({
  id: z.uuid(),
  name: z.string(),
  ownerEmail: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  usage: PlanUsage,
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

export const AdminCustomerList = z.object({
  items: z.array(AdminCustomer),
  nextCursor: z.string().nullable(),
});
export type AdminCustomerList = z.infer<typeof AdminCustomerList>;

export const ChangePlanRequest = z.strictObject({ plan: Plan });
export type ChangePlanRequest = z.infer<typeof ChangePlanRequest>;
