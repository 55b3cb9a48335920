import { type Executor, namesForAlias } from "@encaja/db/queries";

/**
 * A job or talent text search for a former skill or stack name (a rename or a merge)
 * also matches the current name: `q` becomes `q or "Current Name"` (websearch syntax). Only a
 * whole-query match is resolved; other text is left as typed.
 */
export async function withFormerNames(db: Executor, q: string | undefined) {
  const text = q?.trim();
  if (!text || text.length > 80) return q;
  const names = await namesForAlias(db, text);
  if (names.length === 0) return q;
  return [text, ...names.map((name) => `"${name.replace(/"/g, "")}"`)].join(" or ");
}
