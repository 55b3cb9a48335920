import {
  Education,
  EducationInput,
  EducationList,
  Experience,
  ExperienceInput,
  ExperienceList,
} from "../developers";
import { IdParams } from "../offers";
import { defineRoute, noContent } from "./define";

const self = { action: "developers.self", tags: ["developers"] } as const;

/** The developer's work experiences (50 at most, ADR 0017). */
export const experiences = {
  list: defineRoute({
    method: "GET",
    path: "/developers/me/experiences",
    summary: "The developer's work experiences",
    ...self,
    response: { 200: ExperienceList },
    errors: [],
  }),
  create: defineRoute({
    method: "POST",
    path: "/developers/me/experiences",
    summary: "Add a work experience",
    ...self,
    body: ExperienceInput,
    response: { 201: Experience },
    errors: ["EXPERIENCE_LIMIT_REACHED"],
  }),
  update: defineRoute({
    method: "PATCH",
    path: "/developers/me/experiences/:id",
    summary: "Replace a work experience",
    ...self,
    params: IdParams,
    body: ExperienceInput,
    response: { 200: Experience },
    errors: ["NOT_FOUND"],
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/developers/me/experiences/:id",
    summary: "Delete a work experience",
    ...self,
    params: IdParams,
    response: { 204: noContent },
    errors: ["NOT_FOUND"],
  }),
} as const;

/** The developer's education entries (50 at most, ADR 0017). */
export const education = {
  list: defineRoute({
    method: "GET",
    path: "/developers/me/education",
    summary: "The developer's education entries",
    ...self,
    response: { 200: EducationList },
    errors: [],
  }),
  create: defineRoute({
    method: "POST",
    path: "/developers/me/education",
    summary: "Add an education entry",
    ...self,
    body: EducationInput,
    response: { 201: Education },
    errors: ["EDUCATION_LIMIT_REACHED"],
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/developers/me/education/:id",
    summary: "Delete an education entry",
    ...self,
    params: IdParams,
    response: { 204: noContent },
    errors: ["NOT_FOUND"],
  }),
} as const;
