/** Admin backoffice: the skills and stacks catalogue (add, rename, merge). */
import { z } from "zod";
import { MainSkillCategory } from "../enums";
import { cursorList, cursorPage } from "../offers/pagination";

/** A skill's or stack's code: lower-case letters, digits and underscores. */
export const CatalogCode = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9_]+$/, { message: "Invalid code" });

export const CatalogCodeParams = z.strictObject({ code: CatalogCode });

const CatalogName = z.string().trim().min(1).max(60);
const Version = z.number().int().min(1);

/** How many profiles and offers use an entry (what a merge moves). */
export const CatalogUsage = z.object({
  developers: z.number().int(),
  offers: z.number().int(),
});

export const AdminCatalogSkill = z.object({
  code: z.string(),
  name: z.string(),
  category: MainSkillCategory,
  version: z.number().int(),
  usage: CatalogUsage,
  /** Former names (renames and merges) that searches still resolve to this skill. */
  aliases: z.array(z.string()),
});
export type AdminCatalogSkill = z.infer<typeof AdminCatalogSkill>;

export const AdminCatalogStack = AdminCatalogSkill.omit({ category: true });
export type AdminCatalogStack = z.infer<typeof AdminCatalogStack>;

const search = z.string().trim().max(80).optional();

export const AdminSkillsQuery = z.strictObject({
  q: search,
  category: MainSkillCategory.optional(),
  ...cursorPage,
});
export type AdminSkillsQuery = z.infer<typeof AdminSkillsQuery>;

export const AdminStacksQuery = AdminSkillsQuery.omit({ category: true });
export type AdminStacksQuery = z.infer<typeof AdminStacksQuery>;

export const AdminCatalogSkillList = cursorList(AdminCatalogSkill);
export type AdminCatalogSkillList = z.infer<typeof AdminCatalogSkillList>;
export const AdminCatalogStackList = cursorList(AdminCatalogStack);
export type AdminCatalogStackList = z.infer<typeof AdminCatalogStackList>;

export const CreateSkillRequest = z.strictObject({
  name: CatalogName,
  category: MainSkillCategory.exclude(["invalid"]),
});
export type CreateSkillRequest = z.infer<typeof CreateSkillRequest>;

export const CreateStackRequest = z.strictObject({ name: CatalogName });
export type CreateStackRequest = z.infer<typeof CreateStackRequest>;

export const UpdateSkillRequest = z.strictObject({
  version: Version,
  name: CatalogName.optional(),
  category: MainSkillCategory.exclude(["invalid"]).optional(),
});
export type UpdateSkillRequest = z.infer<typeof UpdateSkillRequest>;

export const UpdateStackRequest = z.strictObject({ version: Version, name: CatalogName });
export type UpdateStackRequest = z.infer<typeof UpdateStackRequest>;

/** Merge `duplicates` into `survivor`; `versions` holds the version seen of every code involved. */
export const MergeCatalogRequest = z
  .strictObject({
    survivor: CatalogCode,
    duplicates: z.array(CatalogCode).min(1).max(20),
    versions: z.record(CatalogCode, Version),
  })
  .superRefine((value, ctx) => {
    const codes = [value.survivor, ...value.duplicates];
    if (new Set(codes).size !== codes.length) {
      ctx.addIssue({
        code: "custom",
        path: ["duplicates"],
        message: "The survivor and the duplicates must all be different",
      });
    }
    for (const code of codes) {
      if (value.versions[code] === undefined) {
        ctx.addIssue({ code: "custom", path: ["versions", code], message: "Version required" });
      }
    }
  });
export type MergeCatalogRequest = z.infer<typeof MergeCatalogRequest>;

/** Rows moved to the survivor, by table (the audit entry records the same counts). */
export const CatalogMoved = z.record(z.string(), z.number().int());
export type CatalogMoved = z.infer<typeof CatalogMoved>;

export const MergeSkillsResult = z.object({
  survivor: AdminCatalogSkill,
  merged: z.array(z.string()),
  moved: CatalogMoved,
});
export type MergeSkillsResult = z.infer<typeof MergeSkillsResult>;

export const MergeStacksResult = z.object({
  survivor: AdminCatalogStack,
  merged: z.array(z.string()),
  moved: CatalogMoved,
});
export type MergeStacksResult = z.infer<typeof MergeStacksResult>;
