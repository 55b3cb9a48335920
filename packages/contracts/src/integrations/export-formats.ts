/** The formats an export can be downloaded in. */
export const exportFormats = ["csv", "json"] as const;
