import { z } from "zod";
import { MainSkillCategory } from "../enums";
import { Industry } from "../matching/context";
import { itemList } from "../offers/pagination";
import { LocationRef } from "./profile";

export const CatalogSkill = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  category: MainSkillCategory,
});
export type CatalogSkill = z.infer<typeof CatalogSkill>;
export const CatalogStack = z.object({ code: z.string(), name: z.string() });
export type CatalogStack = z.infer<typeof CatalogStack>;

const q = z.string().trim().max(80).optional();
const limit = z.coerce.number().int().min(1).max(100).default(20);

export const SkillSearchQuery = z.strictObject({
  q,
  category: MainSkillCategory.optional(),
  limit,
});
export const LocationSearchQuery = z.strictObject({
  q,
  country: z.string().length(2).toUpperCase().optional(),
  kind: z.enum(["country", "city"]).optional(),
  limit,
});

export const SkillList = itemList(CatalogSkill);
export const StackList = itemList(CatalogStack);
export const LocationList = itemList(LocationRef);

/** What POST /developers/me/linkedin-import extracts from a LinkedIn "Save to PDF" export. */
export const LinkedInDraft = z.object({
  language: z.enum(["es", "en"]),
  fullName: z.string().nullable(),
  headline: z.string().nullable(),
  location: z.string().nullable(),
  summary: z.string().nullable(),
  experiences: z.array(
    z.object({
      company: z.string(),
      title: z.string(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      current: z.boolean(),
      description: z.string(),
      /** Only when the company's name tells it; the export carries no industry or size. */
      industry: Industry.nullable(),
    }),
  ),
  education: z.array(
    z.object({
      institution: z.string(),
      degree: z.string(),
      field: z.string(),
      startYear: z.number().int().nullable(),
      endYear: z.number().int().nullable(),
    }),
  ),
  skills: z.array(
    z.object({ name: z.string(), skillId: z.uuid().nullable(), code: z.string().nullable() }),
  ),
});
export type LinkedInDraft = z.infer<typeof LinkedInDraft>;
