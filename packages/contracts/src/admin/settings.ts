/** Product policy as data: the values superAdmin edits at /admin/settings. */
import { z } from "zod";

/** Each setting's whole-number bounds (decision reminders: each day), shown by the form. */
export const platformSettingLimits = {
  retentionSourcedDays: { min: 1, max: 36_500 },
  retentionDraftDays: { min: 1, max: 36_500 },
  decisionReminderDays: { min: 1, max: 365 },
  chatEmailDelaySeconds: { min: 0, max: 86_400 },
  pdfImportsPerHour: { min: 1, max: 10_000 },
} as const;
export const MAX_DECISION_REMINDERS = 10;

const within = (limits: { min: number; max: number }) =>
  z.number().int().min(limits.min).max(limits.max);
const isIncreasing = (days: readonly number[]) => days.every((d, i) => i === 0 || d > days[i - 1]!);
const limits = platformSettingLimits;

/**
 * The platform settings in force (stored in `platform_settings`, the newest row wins). Each
 * background job and limit reads them when it runs, so a save applies without a restart.
 */
export const PlatformSettings = z.strictObject({
  /** Days an imported (sourced) profile nobody claimed is kept before it is erased (ADR 0034). */
  retentionSourcedDays: within(limits.retentionSourcedDays),
  /** Days a stale draft (abandoned attempt, never-published offer) is kept (ADR 0034). */
  retentionDraftDays: within(limits.retentionDraftDays),
  /**
   * Whole days a presented candidate waits for the customer's decision before each reminder
   * email, in increasing order; an empty list sends none.
   */
  decisionReminderDays: z
    .array(within(limits.decisionReminderDays))
    .max(MAX_DECISION_REMINDERS)
    .refine(isIncreasing, { message: "Days must be different and in increasing order" }),
  /** Seconds a chat message waits unread before it is emailed (a burst is one email). */
  chatEmailDelaySeconds: within(limits.chatEmailDelaySeconds),
  /** LinkedIn PDF imports one user may start per hour (429 RATE_LIMITED beyond). */
  pdfImportsPerHour: within(limits.pdfImportsPerHour),
});
export type PlatformSettings = z.infer<typeof PlatformSettings>;

/** What a new database runs with until superAdmin saves settings. */
export const defaultPlatformSettings: PlatformSettings = {
  retentionSourcedDays: 365,
  retentionDraftDays: 180,
  decisionReminderDays: [3, 7],
  chatEmailDelaySeconds: 120,
  pdfImportsPerHour: 20,
};

/** The settings with who changed them last and when (null before the first save). */
export const PlatformSettingsView = z.object({
  settings: PlatformSettings,
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedBy: z.string().nullable(),
});
export type PlatformSettingsView = z.infer<typeof PlatformSettingsView>;
