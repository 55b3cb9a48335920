import { type Executor, skillNumbers, skillsByNumber } from "@encaja/db/queries";
import { withFormerNames } from "../admin/catalog/former-names";
import { createBoardPageCache } from "../offers/board-page-cache";

type SkillName = { id: string; name: string };

/**
 * Skill names and numbers (talent cards and skill filters) and the former-name expansion of
 * search texts, kept in each API instance for a minute (CATALOG_NAMES_TTL_SECONDS): every
 * talent search needed two or three catalogue queries. A catalogue change is an admin's write,
 * which clears them with the board's pages (plugins/board-pages.ts), here at once and on other
 * instances through NOTIFY; the TTL bounds what no request announces. A read that began before
 * a clear is not kept. A TTL of 0 turns it off.
 */
export function createCatalogNames(ttlSeconds: number, now = () => Date.now()) {
  let byNum = new Map<number, SkillName>();
  let numById = new Map<string, number>();
  let epoch = 0;
  let expires = 0;
  const formerNames = createBoardPageCache<string | undefined>(ttlSeconds, now, 500);
  const reset = () => {
    byNum = new Map();
    numById = new Map();
    epoch += 1;
    expires = now() + ttlSeconds * 1000;
  };
  const current = () => {
    if (now() >= expires) reset();
    return { known: byNum, started: epoch };
  };
  const keeping = (started: number) => started === epoch && ttlSeconds > 0;
  return {
    /** Skill names by `skills.num` (unknown numbers are left out). */
    async skillsByNumber(db: Executor, nums: number[]): Promise<Map<number, SkillName>> {
      const { known, started } = current();
      const wanted = [...new Set(nums)];
      const missing = wanted.filter((n) => !known.has(n));
      const fetched = missing.length > 0 ? await skillsByNumber(db, missing) : new Map();
      if (keeping(started)) {
        for (const [num, skill] of fetched) {
          byNum.set(num, skill);
          numById.set(skill.id, num);
        }
      }
      const found = new Map<number, SkillName>();
      for (const n of wanted) {
        const skill = fetched.get(n) ?? known.get(n);
        if (skill) found.set(n, skill);
      }
      return found;
    },
    /** `skills.num` by skill id (unknown ids are left out). */
    async skillNumbers(db: Executor, ids: string[]): Promise<Map<string, number>> {
      const { started } = current();
      const knownNums = numById;
      const missing = [...new Set(ids)].filter((id) => !knownNums.has(id));
      const fetched = missing.length > 0 ? await skillNumbers(db, missing) : new Map();
      if (keeping(started)) for (const [id, num] of fetched) numById.set(id, num);
      const found = new Map<string, number>();
      for (const id of ids) {
        const num = fetched.get(id) ?? knownNums.get(id);
        if (num !== undefined) found.set(id, num);
      }
      return found;
    },
    /** `withFormerNames` of a search text. */
    formerNames(db: Executor, q: string | undefined): Promise<string | undefined> {
      if (!q?.trim()) return Promise.resolve(q);
      return formerNames.read(q, () => withFormerNames(db, q));
    },
    clear() {
      reset();
      formerNames.clear();
    },
  };
}
export type CatalogNames = ReturnType<typeof createCatalogNames>;

/** The same answers read from the database every time (tests, and services given no cache). */
export const uncachedCatalogNames: CatalogNames = createCatalogNames(0);
