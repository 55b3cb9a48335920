/** How many skills one talent search may filter by. */
export const MAX_TALENT_SKILL_FILTERS = 10;
/** Sanity bound of the salary filter (monthly USD). */
export const MAX_TALENT_SALARY = 100_000;
