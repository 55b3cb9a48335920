import {
  Availability,
  Completeness,
  DeveloperActivityList,
  DeveloperProfile,
  LinkedInDraft,
  OnboardingStatus,
  PhotoFileParams,
  PhotoResponse,
  Preferences,
  PreferencesView,
  PutSkillsRequest,
  UpdateDeveloperRequest,
} from "../developers";
import { CreatePlatformLinkRequest, CreatePlatformLinkResponse, PlatformLink } from "../identity";
import { DeveloperView, ProfessionalIdParams } from "../matching";
import { IdParams } from "../offers";
import { defineRoute, noContent, orNoContent } from "./define";

const tags = ["developers"] as const;
const self = { action: "developers.self", tags } as const;

/** The signed-in developer's own profile, settings and uploads. */
export const developers = {
  me: defineRoute({
    method: "GET",
    path: "/developers/me",
    summary: "The signed-in developer's profile",
    ...self,
    response: { 200: DeveloperProfile },
    errors: [],
  }),
  update: defineRoute({
    method: "PATCH",
    path: "/developers/me",
    summary: "Change fields of the signed-in developer's profile",
    ...self,
    body: UpdateDeveloperRequest,
    response: { 200: DeveloperProfile },
    errors: [],
  }),
  putSkills: defineRoute({
    method: "PUT",
    path: "/developers/me/skills",
    summary: "Replace the developer's skills",
    ...self,
    body: PutSkillsRequest,
    response: { 200: DeveloperProfile.shape.skills },
    errors: [],
  }),
  completeness: defineRoute({
    method: "GET",
    path: "/developers/me/completeness",
    summary: "How complete the developer's profile is, section by section",
    ...self,
    response: { 200: Completeness },
    errors: [],
  }),
  activity: defineRoute({
    method: "GET",
    path: "/developers/me/activity",
    summary: "The developer's recent activity: applications, presentations, interviews, links",
    ...self,
    response: { 200: DeveloperActivityList },
    errors: [],
  }),
  onboarding: defineRoute({
    method: "GET",
    path: "/developers/me/onboarding",
    summary: "The onboarding steps done and missing",
    ...self,
    response: { 200: OnboardingStatus },
    errors: [],
  }),
  completeOnboarding: defineRoute({
    method: "POST",
    path: "/developers/me/onboarding/complete",
    summary: "Mark onboarding completed once no step is missing",
    ...self,
    response: { 200: OnboardingStatus },
    errors: ["ONBOARDING_INCOMPLETE"],
  }),
  preferences: defineRoute({
    method: "GET",
    path: "/developers/me/preferences",
    summary: "The developer's job preferences (204 while not set)",
    ...self,
    response: orNoContent(PreferencesView),
    errors: [],
  }),
  putPreferences: defineRoute({
    method: "PUT",
    path: "/developers/me/preferences",
    summary: "Replace the developer's job preferences",
    ...self,
    body: Preferences,
    response: { 200: PreferencesView },
    errors: [],
  }),
  availability: defineRoute({
    method: "GET",
    path: "/developers/me/availability",
    summary: "The developer's availability (204 while not set)",
    ...self,
    response: orNoContent(Availability),
    errors: [],
  }),
  putAvailability: defineRoute({
    method: "PUT",
    path: "/developers/me/availability",
    summary: "Replace the developer's availability",
    ...self,
    body: Availability,
    response: { 200: Availability },
    errors: [],
  }),
  photo: defineRoute({
    method: "POST",
    path: "/developers/me/photo",
    summary: "Upload the profile photo (multipart field 'file': JPEG, PNG or WebP up to 5 MB)",
    ...self,
    consumes: "multipart/form-data",
    response: { 200: PhotoResponse },
    errors: ["UNSUPPORTED_FILE"],
  }),
  linkedinImport: defineRoute({
    method: "POST",
    path: "/developers/me/linkedin-import",
    summary: "Read a LinkedIn PDF export (multipart field 'file') into a draft; saves nothing",
    ...self,
    consumes: "multipart/form-data",
    response: { 200: LinkedInDraft },
    errors: ["UNSUPPORTED_FILE", "PDF_TOO_COMPLEX", "NOT_LINKEDIN_PDF", "PDF_IMPORT_BUSY"],
  }),
  view: defineRoute({
    method: "GET",
    path: "/developers/:professionalId",
    action: "developers.view",
    summary: "A developer's profile as staff or a customer may see it",
    tags,
    params: ProfessionalIdParams,
    response: { 200: DeveloperView },
    errors: ["NOT_FOUND", "PLAN_LIMIT_REACHED"],
  }),
} as const;

export const platforms = {
  create: defineRoute({
    method: "POST",
    path: "/platforms",
    action: "platforms.create",
    summary: "Add a link to one of the developer's profiles elsewhere (GitHub, LinkedIn…)",
    tags,
    body: CreatePlatformLinkRequest,
    response: { 201: CreatePlatformLinkResponse },
    errors: ["CONFLICT"],
  }),
  get: defineRoute({
    method: "GET",
    path: "/platforms/:id",
    action: "platforms.self",
    summary: "One of the developer's platform links",
    tags,
    params: IdParams,
    response: { 200: PlatformLink },
    errors: ["NOT_FOUND"],
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/platforms/:id",
    action: "platforms.self",
    summary: "Remove one of the developer's platform links",
    tags,
    params: IdParams,
    response: { 204: noContent },
    errors: ["NOT_FOUND"],
  }),
} as const;

export const files = {
  photo: defineRoute({
    method: "GET",
    path: "/files/photos/:name",
    action: "files.read",
    summary: "A stored profile photo (immutable: names change on every upload)",
    tags: ["files"],
    params: PhotoFileParams,
    response: {},
    otherAnswers: [
      { status: 200, description: "The image", contentType: "image/jpeg, image/png, image/webp" },
    ],
    errors: ["NOT_FOUND"],
  }),
} as const;
