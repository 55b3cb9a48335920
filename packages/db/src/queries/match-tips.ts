import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import { developerSkills, skills } from "../schema/developers";
import { offerSkills } from "../schema/offers";
import type { Executor } from "./executor";

export interface SkillGap {
  offerId: string;
  skillName: string;
  /** 0–5 (contracts' skillLevels). */
  minLevel: number;
  /** The developer's level, null when the skill is not on the profile. */
  level: number | null;
}

/** The offers' required skills the developer does not hold at the level asked. */
export function requiredSkillGaps(
  db: Executor,
  developerId: string,
  offerIds: string[],
): Promise<SkillGap[]> {
  if (offerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      offerId: offerSkills.offerId,
      skillName: skills.name,
      minLevel: offerSkills.minLevel,
      level: developerSkills.level,
    })
    .from(offerSkills)
    .innerJoin(skills, eq(skills.id, offerSkills.skillId))
    .leftJoin(
      developerSkills,
      and(
        eq(developerSkills.skillId, offerSkills.skillId),
        eq(developerSkills.developerId, developerId),
      ),
    )
    .where(
      and(
        inArray(offerSkills.offerId, offerIds),
        eq(offerSkills.required, true),
        or(isNull(developerSkills.level), lt(developerSkills.level, offerSkills.minLevel)),
      ),
    )
    .orderBy(offerSkills.offerId, offerSkills.position);
}
