import type { AdminCatalogSkill, AdminCatalogStack } from "@encaja/contracts";

export type CatalogKind = "skills" | "stacks";
/** A row of either tab: stacks have no category. */
export type CatalogEntry = AdminCatalogStack & Partial<Pick<AdminCatalogSkill, "category">>;

export const catalogQueryKey = (kind: CatalogKind) => ["admin", "catalog", kind] as const;
