/** Issue #20: the admin backoffice's approvals routes (all under /admin/..., action "admin.manage"). */
export const adminApprovals = {} as const;
