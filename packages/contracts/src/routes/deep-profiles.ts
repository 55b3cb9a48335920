import { ProfessionalIdParams } from "../matching/developer-view";
import { IdParams } from "../offers/pagination";
import {
  CandidatePresentations,
  CreateDeepProfileLinkRequest,
  CreatedDeepProfileLink,
  DeepProfileEditor,
  DeepProfileInput,
  SharedDeepProfile,
  SlugParams,
  Snapshot,
  SnapshotSummary,
} from "../presentations";
import { defineRoute, noContent } from "./define";

const staff = { action: "deepProfiles.manage", tags: ["deep-profiles"] } as const;
const snapshotReaders = { action: "snapshots.read", tags: ["deep-profiles"] } as const;

/** Deep profiles, their shared links and the snapshots sent to customers. */
export const deepProfiles = {
  editor: defineRoute({
    method: "GET",
    path: "/developers/:professionalId/deep-profile",
    summary: "A developer's deep profile with what it may quote and its shared links",
    ...staff,
    params: ProfessionalIdParams,
    response: { 200: DeepProfileEditor },
    errors: ["NOT_FOUND"],
  }),
  save: defineRoute({
    method: "PUT",
    path: "/developers/:professionalId/deep-profile",
    summary: "Write a developer's deep profile (snapshots already sent never change)",
    ...staff,
    params: ProfessionalIdParams,
    body: DeepProfileInput,
    response: { 200: DeepProfileEditor },
    errors: ["NOT_FOUND"],
  }),
  createLink: defineRoute({
    method: "POST",
    path: "/developers/:professionalId/deep-profile/links",
    summary: "Create a shareable link to the deep profile (the slug is answered once)",
    ...staff,
    params: ProfessionalIdParams,
    body: CreateDeepProfileLinkRequest,
    response: { 201: CreatedDeepProfileLink },
    errors: ["NOT_FOUND", "DEEP_PROFILE_MISSING"],
  }),
  revokeLink: defineRoute({
    method: "DELETE",
    path: "/deep-profile-links/:id",
    summary: "Revoke a shared deep-profile link",
    ...staff,
    params: IdParams,
    response: { 204: noContent },
    errors: ["NOT_FOUND"],
  }),
  shared: defineRoute({
    method: "GET",
    path: "/deep-profiles/shared/:slug",
    action: "deepProfiles.shared",
    summary: "The deep profile behind a shared link (no contact details)",
    tags: ["deep-profiles"],
    params: SlugParams,
    response: { 200: SharedDeepProfile },
    errors: ["NOT_FOUND", "DEEP_PROFILE_LINK_EXPIRED", "DEEP_PROFILE_LINK_REVOKED"],
  }),
} as const;

export const snapshots = {
  get: defineRoute({
    method: "GET",
    path: "/snapshots/:id",
    summary: "A snapshot sent to a customer; each read is written to its view log",
    ...snapshotReaders,
    params: IdParams,
    response: { 200: Snapshot },
    errors: ["NOT_FOUND"],
  }),
  pdf: defineRoute({
    method: "GET",
    path: "/snapshots/:id/pdf",
    summary: "The snapshot as a PDF rendered from the same data (logged as a view)",
    ...snapshotReaders,
    params: IdParams,
    response: {},
    otherAnswers: [{ status: 200, description: "The PDF", contentType: "application/pdf" }],
    errors: ["NOT_FOUND"],
  }),
  presentations: defineRoute({
    method: "GET",
    path: "/candidates/:id/presentations",
    summary: "A candidate's snapshots with their view logs and decisions",
    ...staff,
    params: IdParams,
    response: { 200: CandidatePresentations },
    errors: ["NOT_FOUND"],
  }),
  present: defineRoute({
    method: "POST",
    path: "/candidates/:id/snapshots",
    summary: "Present a candidate again with the current deep profile (a new snapshot)",
    ...staff,
    params: IdParams,
    response: { 201: SnapshotSummary },
    errors: ["NOT_FOUND", "CANDIDATE_NOT_PRESENTED", "CANDIDATE_ALREADY_DECIDED"],
  }),
} as const;
