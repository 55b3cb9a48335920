/** Issue #20: the admin backoffice's imports routes (all under /admin/..., action "admin.manage"). */
export const adminImports = {} as const;
