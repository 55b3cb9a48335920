/** Issue #20: the admin backoffice's audit routes (all under /admin/..., action "admin.manage"). */
export const adminAudit = {} as const;
