import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "./executor";

/**
 * `skills.num`, the number ranking and talent search encode skills with
 * (`talent_profiles.skill_codes` are `num * 8 + level`), and back.
 */

/** `skills.num` for skill ids (the API encodes offer skills with it). */
export async function skillNumbers(db: Executor, skillIds: string[]) {
  if (skillIds.length === 0) return new Map<string, number>();
  const result = await db.execute(
    sql`select id, num from skills where id = any(${`{${skillIds.join(",")}}`}::uuid[])`,
  );
  const rows = rowsOf<{ id: string; num: number }>(result);
  return new Map(rows.map((r) => [r.id, r.num]));
}

/** Skill names by `skills.num` (to render cards' skills). */
export async function skillsByNumber(db: Executor, nums: number[]) {
  if (nums.length === 0) return new Map<number, { id: string; name: string }>();
  const result = await db.execute(
    sql`select num, id, name from skills where num = any(${`{${[...new Set(nums)].join(",")}}`}::int[])`,
  );
  const rows = rowsOf<{ num: number; id: string; name: string }>(result);
  return new Map(rows.map((r) => [r.num, { id: r.id, name: r.name }]));
}
