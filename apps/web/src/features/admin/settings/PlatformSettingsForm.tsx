"use client";

import {
  MAX_DECISION_REMINDERS,
  type PlatformSettings,
  type PlatformSettingsView,
  platformSettingLimits,
} from "@encaja/contracts";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { LastChangedLine } from "@/components/LastChangedLine";
import { Field, SavingForm } from "@/features/forms/Field";
import { FieldList } from "@/features/forms/FieldList";
import { useContractForm } from "@/features/forms/useContractForm";
import { useToast } from "@/features/toast/ToastProvider";
import {
  formFromSettings,
  refusedFields,
  type SettingsFormValues,
  settingsFromForm,
  wholeNumberSettings,
} from "./settingsForm";

const reminderTexts = {
  max: platformSettingLimits.decisionReminderDays.max,
  count: MAX_DECISION_REMINDERS,
};

/** The form's fieldsets: each setting under its legend, with its label and help keys. */
const groups = [
  {
    legend: "retention.title",
    fields: [
      {
        name: "retentionSourcedDays",
        label: "retention.sourcedDays",
        help: "retention.sourcedHelp",
      },
      { name: "retentionDraftDays", label: "retention.draftDays", help: "retention.draftHelp" },
    ],
  },
  {
    legend: "notifications.title",
    fields: [
      {
        name: "decisionReminderDays",
        label: "notifications.reminderDays",
        help: "notifications.reminderHelp",
      },
      {
        name: "chatEmailDelaySeconds",
        label: "notifications.chatDelay",
        help: "notifications.chatHelp",
      },
    ],
  },
  {
    legend: "imports.title",
    fields: [{ name: "pdfImportsPerHour", label: "imports.perHour", help: "imports.perHourHelp" }],
  },
] as const;

const isWholeNumber = (
  name: keyof PlatformSettings,
): name is (typeof wholeNumberSettings)[number] =>
  (wholeNumberSettings as readonly string[]).includes(name);

/** The settings in force as a form; `save` sends them (PUT /admin/settings). */
export function PlatformSettingsForm({
  view,
  save,
}: {
  view: PlatformSettingsView;
  save: (settings: PlatformSettings) => Promise<unknown>;
}) {
  const t = useTranslations("AdminSettings");
  const toast = useToast();
  // What a setting accepts: its range, or for the reminder days the rule of the list.
  const accepts = (name: keyof PlatformSettings) =>
    isWholeNumber(name)
      ? t("range", platformSettingLimits[name])
      : t("notifications.reminderInvalid", reminderTexts);
  const form = useContractForm<SettingsFormValues>(
    "PlatformSettings",
    async (values) => {
      await save(settingsFromForm(values));
      toast.success(t("saved"));
    },
    {
      defaultValues: formFromSettings(view.settings),
      toPayload: settingsFromForm,
      refine: (values) =>
        Object.fromEntries(refusedFields(values).map((name) => [name, accepts(name)])),
    },
  );

  return (
    <Stack spacing={3}>
      <LastChangedLine namespace="AdminSettings" change={view} />
      <SavingForm form={form} label={t("formLabel")} submitLabel={t("save")} fieldSpacing={4}>
        {groups.map((group) => (
          <FieldList
            key={group.legend}
            form={form}
            input={Field}
            row
            legend={t(group.legend)}
            fields={group.fields.map(({ name, label, help }) => ({
              name,
              label: t(label),
              ...(isWholeNumber(name)
                ? { helper: `${t(help)} ${accepts(name)}`, inputMode: "numeric" as const }
                : { helper: t(help, reminderTexts) }),
            }))}
          />
        ))}
      </SavingForm>
    </Stack>
  );
}
