/** Issue #20: the admin backoffice's users routes (all under /admin/..., action "admin.manage"). */
export const adminUsers = {} as const;
