/** Issue #20, admin backoffice: approvals shapes (filled by the approvals slice). */
export {};
