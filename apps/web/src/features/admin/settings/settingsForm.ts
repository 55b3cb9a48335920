import {
  MAX_DECISION_REMINDERS,
  type PlatformSettings,
  platformSettingLimits,
} from "@encaja/contracts";

/** The form's values: what the inputs hold (text), one per platform setting. */
export type SettingsFormValues = Record<keyof PlatformSettings, string>;

/** The settings edited as one whole number each. */
export const wholeNumberSettings = [
  "retentionSourcedDays",
  "retentionDraftDays",
  "chatEmailDelaySeconds",
  "pdfImportsPerHour",
] as const;
type WholeNumberSetting = (typeof wholeNumberSettings)[number];

/** A whole number written in the input, or NaN (which the schema refuses). */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** Decision reminder days as written: "3, 7" (an empty input is no reminders). */
const dayList = (text: string) =>
  text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map(wholeNumber);

export function formFromSettings(settings: PlatformSettings): SettingsFormValues {
  return {
    retentionSourcedDays: String(settings.retentionSourcedDays),
    retentionDraftDays: String(settings.retentionDraftDays),
    decisionReminderDays: settings.decisionReminderDays.join(", "),
    chatEmailDelaySeconds: String(settings.chatEmailDelaySeconds),
    pdfImportsPerHour: String(settings.pdfImportsPerHour),
  };
}

/** The request body (PUT /admin/settings) the form's values stand for. */
export function settingsFromForm(values: SettingsFormValues): PlatformSettings {
  return {
    retentionSourcedDays: wholeNumber(values.retentionSourcedDays),
    retentionDraftDays: wholeNumber(values.retentionDraftDays),
    decisionReminderDays: dayList(values.decisionReminderDays),
    chatEmailDelaySeconds: wholeNumber(values.chatEmailDelaySeconds),
    pdfImportsPerHour: wholeNumber(values.pdfImportsPerHour),
  };
}

const inRange = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isInteger(value) && value >= min && value <= max;

/**
 * The fields whose values the settings' bounds refuse, so the form can say what it accepts
 * (the generic form texts speak of lengths and required fields, not of number ranges).
 */
export function refusedFields(values: SettingsFormValues): Array<keyof PlatformSettings> {
  const settings = settingsFromForm(values);
  const refused: Array<keyof PlatformSettings> = wholeNumberSettings.filter(
    (name: WholeNumberSetting) => !inRange(settings[name], platformSettingLimits[name]),
  );
  const days = settings.decisionReminderDays;
  const daysOk =
    days.length <= MAX_DECISION_REMINDERS &&
    days.every(
      (day, i) =>
        inRange(day, platformSettingLimits.decisionReminderDays) && (i === 0 || day > days[i - 1]!),
    );
  if (!daysOk) refused.push("decisionReminderDays");
  return refused;
}
