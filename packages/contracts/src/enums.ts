import { z } from "zod";
import { objectPerKey } from "./shapes";

/** Every enumeration of the product spec §3, with the spec's exact values. */

export const roles = [
  "superAdmin",
  "matchers",
  "hardInterviewer",
  "customerAssociate",
  "customer",
  "developer",
] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;
export const internalRoles: readonly Role[] = ["matchers", "superAdmin"];
export const isInternalRole = (role: Role): boolean => internalRoles.includes(role);

export const englishLevels = ["a1", "a2", "b1", "b2", "c1", "c2"] as const;
export const EnglishLevel = z.enum(englishLevels);
export type EnglishLevel = z.infer<typeof EnglishLevel>;

export const englishGroups = ["none", "basic", "fluent"] as const;
export const EnglishGroup = z.enum(englishGroups);
export type EnglishGroup = z.infer<typeof EnglishGroup>;
/** Spec §3: 'none' for a1; 'basic' for a2 and b1; 'fluent' for b2 to c2. */
export function englishGroupOf(level: EnglishLevel): EnglishGroup {
  if (level === "a1") return "none";
  if (level === "a2" || level === "b1") return "basic";
  return "fluent";
}

export const seniorities = [
  "junior",
  "junior_advanced",
  "semi_senior",
  "semi_senior_advanced",
  "senior",
] as const;
export const Seniority = z.enum(seniorities);
export type Seniority = z.infer<typeof Seniority>;

export const searchStatuses = [
  "actively_searching",
  "open_to_opportunities",
  "open_to_opportunities_with_timeline",
  "not_searching",
] as const;
export const SearchStatus = z.enum(searchStatuses);
export type SearchStatus = z.infer<typeof SearchStatus>;

/** Skill levels 0 to 5, in order: the index is the numeric level. */
export const skillLevels = [
  "not_evaluated",
  "no_know",
  "informative",
  "low_use",
  "medium_use",
  "high_use",
] as const;
export const SkillLevel = z.enum(skillLevels);
export type SkillLevel = z.infer<typeof SkillLevel>;
export const skillLevelValue = (level: SkillLevel): number => skillLevels.indexOf(level);

export const workModalities = ["remote", "remote_with_restrictions", "hybrid", "on_site"] as const;
export const WorkModality = z.enum(workModalities);
export type WorkModality = z.infer<typeof WorkModality>;

export const plans = ["free", "enterprise"] as const;
export const Plan = z.enum(plans);
export type Plan = z.infer<typeof Plan>;

export const approvalStatuses = ["pending", "approved", "disapproved"] as const;
export const ApprovalStatus = z.enum(approvalStatuses);
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;

export const completionStatuses = ["pending", "completed"] as const;
export const CompletionStatus = z.enum(completionStatuses);
export type CompletionStatus = z.infer<typeof CompletionStatus>;

export const sortFields = ["createdAt", "scheduledAt"] as const;
export const SortField = z.enum(sortFields);
export type SortField = z.infer<typeof SortField>;
export const sortDirections = ["ASC", "DESC"] as const;
export const SortDirection = z.enum(sortDirections);
export type SortDirection = z.infer<typeof SortDirection>;

/** The spec's candidate status reasons plus our additions (marked below). */
export const candidateStatuses = [
  "another_chosen_dev",
  "budget_termination",
  "dev_interested",
  "dev_left",
  "dev_not_interested",
  "intent_to_apply",
  "invitation_to_offer",
  "invite_not_answered",
  "mi_not_finished",
  "non_suitable_country",
  "non_suitable_english",
  "non_suitable_hard",
  "non_suitable_soft",
  "presented_to_client_approved",
  "presented_to_client_not_approved",
  "presented_to_client_pending",
  "presented_to_client",
  "proposal_sent",
  "proposal_rejected",
  "resignation",
  "suggested_dev",
  "too_expensive",
  "waiting_to_code",
  "working",
  "other",
  // additions
  "matching_interview_scheduled",
  "soft_interview",
  "hard_interview",
  "proposal_accepted",
  "non_suitable_salary",
  "non_suitable_availability",
  "position_closed",
] as const;
export const CandidateStatus = z.enum(candidateStatuses);
export type CandidateStatus = z.infer<typeof CandidateStatus>;

export const profileSources = ["register", "dataset", "extension", "linkedin_creator"] as const;
export const ProfileSource = z.enum(profileSources);
export type ProfileSource = z.infer<typeof ProfileSource>;

export const candidateOrigins = [
  "matching_algorithm",
  "talent_pool_search",
  "professional_user",
  "external_headhunt",
  "external_post",
  "referral",
  "other",
] as const;
export const CandidateOrigin = z.enum(candidateOrigins);
export type CandidateOrigin = z.infer<typeof CandidateOrigin>;

export const mainSkillCategories = [
  "backend",
  "frontend",
  "fullstack",
  "android",
  "ios",
  "devops",
  "data_engineer",
  "data_scientist",
  "data_analyst",
  "qa_automation",
  "qa_manual",
  "custom",
  "invalid",
] as const;
export const MainSkillCategory = z.enum(mainSkillCategories);
export type MainSkillCategory = z.infer<typeof MainSkillCategory>;

export const overrideReasons = [
  "trusted_dev",
  "reputation",
  "client_request",
  "internal_override",
  "other",
] as const;
export const OverrideReason = z.enum(overrideReasons);
export type OverrideReason = z.infer<typeof OverrideReason>;

export const platformLinkApprovals = ["pending", "approved", "declined"] as const;
export const PlatformLinkApproval = z.enum(platformLinkApprovals);
export type PlatformLinkApproval = z.infer<typeof PlatformLinkApproval>;

export const interviewStages = ["soft", "hard", "english"] as const;
export const InterviewStage = z.enum(interviewStages);
export type InterviewStage = z.infer<typeof InterviewStage>;
export const interviewStageStatuses = ["pending", "approved", "not_approved"] as const;
export const InterviewStageStatus = z.enum(interviewStageStatuses);
export type InterviewStageStatus = z.infer<typeof InterviewStageStatus>;
export const StageStatuses = objectPerKey(interviewStages, InterviewStageStatus);
export type StageStatuses = z.infer<typeof StageStatuses>;

export const locales = ["es", "en"] as const;
export const Locale = z.enum(locales);
export type Locale = z.infer<typeof Locale>;
export const defaultLocale: Locale = "es";
