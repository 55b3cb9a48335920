/** Admin backoffice: the skill graph (skills that do much of the same job, with a strength). */
import { z } from "zod";
import { cursorList, cursorPage } from "../offers/pagination";

/** How close two skills are, in % (100: holding one is nearly as good as the other). */
export const SkillRelationStrength = z.number().int().min(1).max(100);

const RelatedSkillRef = z.object({ id: z.uuid(), code: z.string(), name: z.string() });

/** One edge of the graph, seen from `skill` (a list filtered by a skill puts it first). */
export const SkillRelation = z.object({
  skill: RelatedSkillRef,
  relatedSkill: RelatedSkillRef,
  strength: SkillRelationStrength,
});
export type SkillRelation = z.infer<typeof SkillRelation>;

/** `skillId`: only the relations of that skill; `q`: either skill's name or code contains it. */
export const SkillRelationsQuery = z.strictObject({
  skillId: z.uuid().optional(),
  q: z.string().trim().max(80).optional(),
  ...cursorPage,
});
export type SkillRelationsQuery = z.infer<typeof SkillRelationsQuery>;

export const SkillRelationList = cursorList(SkillRelation);
export type SkillRelationList = z.infer<typeof SkillRelationList>;

const differentSkills = (value: { skillId: string; relatedSkillId: string }) =>
  value.skillId !== value.relatedSkillId;
const sameSkillIssue = {
  message: "A skill cannot be related to itself",
  path: ["relatedSkillId"],
};

/** Sets a pair's strength, adding the relation when it is new (either order names one pair). */
export const PutSkillRelationRequest = z
  .strictObject({ skillId: z.uuid(), relatedSkillId: z.uuid(), strength: SkillRelationStrength })
  .refine(differentSkills, sameSkillIssue);
export type PutSkillRelationRequest = z.infer<typeof PutSkillRelationRequest>;

export const SkillRelationParams = z
  .strictObject({ skillId: z.uuid(), relatedSkillId: z.uuid() })
  .refine(differentSkills, sameSkillIssue);
export type SkillRelationParams = z.infer<typeof SkillRelationParams>;
