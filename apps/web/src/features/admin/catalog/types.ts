import type { AdminCatalogSkill, AdminCatalogStack } from "@encaja/contracts";

export type CatalogKind = "skills" | "stacks";
/** The page's tabs: the two lists, and the skill graph. */
export type CatalogTab = CatalogKind | "relations";
/** A row of either tab: stacks have no category. */
export type CatalogEntry = AdminCatalogStack & Partial<Pick<AdminCatalogSkill, "category">>;

export const catalogQueryKey = (kind: CatalogTab) => ["admin", "catalog", kind] as const;
