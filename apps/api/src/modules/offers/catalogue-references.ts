import { type Executor, existingSkillIds, stackExists } from "@encaja/db/queries";
import { invalidField } from "../../errors/app-error";

/** An offer's or a `/hire` request's catalogue references: 400 with the field on an unknown one. */
export async function checkCatalogueReferences(
  db: Executor,
  input: { mainStackCode?: string | null; skills?: readonly { skillId: string }[] },
): Promise<void> {
  if (input.mainStackCode && !(await stackExists(db, input.mainStackCode))) {
    throw invalidField("body.mainStackCode", "Unknown stack");
  }
  if (input.skills?.length) {
    const known = await existingSkillIds(
      db,
      input.skills.map((s) => s.skillId),
    );
    const unknown = input.skills.findIndex((s) => !known.has(s.skillId));
    if (unknown >= 0) throw invalidField(`body.skills.${unknown}.skillId`, "Unknown skill");
  }
}
