/** Issue #20: the admin backoffice's catalog routes (all under /admin/..., action "admin.manage"). */
export const adminCatalog = {} as const;
