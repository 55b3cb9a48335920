import {
  type DeveloperView,
  type InterviewVerification,
  isInternalRole,
  pipelineStageOf,
  presentedStatuses,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  candidaciesOfDeveloper,
  chatIdOfDeveloper,
  type Executor,
  interviewVerificationOf,
  listEducation,
  listExperiences,
  presentationsToCustomer,
  verifiedSkillIds,
} from "@encaja/db/queries";
import { notFound } from "../../errors/app-error";
import { ownCustomerId } from "../../lib/customer-scope";
import type { AuthContext } from "../../plugins/authorization";
import { toExperience } from "../developers/history.service";
import { getDeveloperProfile } from "../developers/profile.service";
import { availabilityOf, preferencesOf } from "../developers/settings.service";
import { countProfileView } from "../plans/usage";

async function interviewVerified(
  db: Executor,
  developerId: string,
): Promise<InterviewVerification> {
  const found = await interviewVerificationOf(db, developerId);
  return {
    skills: found.skills.map((s) => ({ ...s, verifiedAt: s.verifiedAt.toISOString() })),
    english: found.english
      ? {
          level: found.english.level,
          verifiedAt: found.english.verifiedAt.toISOString(),
        }
      : null,
  };
}

/**
 * GET /developers/{professionalId}: staff see everything (profile, preferences, assessments,
 * every candidacy); a customer only developers presented for one of its offers (else 404,
 * so existence is not revealed), without contact details or LinkedIn, GitHub and platform
 * links.
 */
export async function developerView(
  db: Db,
  auth: AuthContext,
  developerId: string,
): Promise<DeveloperView> {
  if (isInternalRole(auth.role)) {
    const profile = await getDeveloperProfile(db, developerId);
    const [
      experiences,
      education,
      preferences,
      availability,
      verified,
      byInterview,
      candidacies,
      chatId,
    ] = await Promise.all([
      listExperiences(db, developerId),
      listEducation(db, developerId),
      preferencesOf(db, developerId),
      availabilityOf(db, developerId),
      verifiedSkillIds(db, developerId),
      interviewVerified(db, developerId),
      candidaciesOfDeveloper(db, developerId),
      chatIdOfDeveloper(db, developerId),
    ]);
    return {
      audience: "staff",
      profile,
      experiences: experiences.map(toExperience),
      education: education.map(({ developerId: _d, createdAt: _c, ...e }) => e),
      preferences,
      availability,
      verifiedSkillIds: verified,
      interviewVerified: byInterview,
      candidacies: candidacies.map((c) => ({
        candidateId: c.candidate.id,
        offer: {
          id: c.offer.id,
          title: c.offer.title,
          status: c.offer.status,
          customerName: c.customerName,
        },
        status: c.candidate.status,
        stages: {
          soft: c.candidate.softStatus,
          hard: c.candidate.hardStatus,
          english: c.candidate.englishStatus,
        },
        matchScore: c.candidate.matchScore,
        createdAt: c.candidate.createdAt.toISOString(),
        updatedAt: c.candidate.updatedAt.toISOString(),
      })),
      chatId: chatId ?? notFoundChat(),
    };
  }
  const customerId = await ownCustomerId(db, auth);
  const presented = await presentationsToCustomer(db, {
    developerId,
    customerId,
    presentedStatuses,
  });
  if (presented.length === 0) throw notFound("Developer");
  await countProfileView(db, customerId, developerId);
  // Contact details and the links that lead to them stay with staff (ADR 0018).
  const {
    email: _email,
    phone: _phone,
    linkedinUrl: _linkedin,
    githubUrl: _github,
    platforms: _platforms,
    approvalReason: _approvalReason,
    ...profile
  } = await getDeveloperProfile(db, developerId);
  const [experiences, verified, byInterview] = await Promise.all([
    listExperiences(db, developerId),
    verifiedSkillIds(db, developerId),
    interviewVerified(db, developerId),
  ]);
  return {
    audience: "customer",
    profile,
    experiences: experiences.map(toExperience),
    verifiedSkillIds: verified,
    interviewVerified: byInterview,
    presentedFor: presented.map((p) => ({
      offerId: p.offerId,
      title: p.title,
      stage: pipelineStageOf(p.status),
    })),
  };
}

/** developers.chat_id is required: a profile read above always has a chat. */
function notFoundChat(): never {
  throw notFound("Developer");
}
